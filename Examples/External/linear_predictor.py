#!/usr/bin/env python3
"""A constant-velocity touch predictor for InkBench's external predictor protocol, version 1
(docs/external-predictor-protocol.md), using only the Python standard library.

InkBench starts it once per evaluation or simulated run and writes one JSON request per line
on stdin; it answers each with one JSON line on stdout. Every touch (told apart by "touch")
keeps its newest sample and a smoothed velocity; a target is answered with the newest position
moved along that velocity, shortened to at most HORIZON_CAP seconds ahead. With fewer than two
samples it abstains (null).

    inkbench predict handwriting --predictor linear --predictor 'exec:python3 Examples/External/linear_predictor.py'
"""
import json
import sys

PROTOCOL = "inkbench-predictor"
VERSION = 1
HORIZON_CAP = 0.025   # s: later targets are shortened to this far ahead of the newest sample
RESET_GAP = 0.020     # s: a longer pause between samples starts the touch over
SMOOTHING = 0.6       # weight of the newest velocity in the running estimate


class Touch:
    """One touch's state: newest sample (t, x, y, force) and velocity (pt/s)."""

    def __init__(self):
        self.newest = None
        self.previous = None
        self.velocity = None

    def add(self, sample):
        t, x, y = sample["t"], sample["x"], sample["y"]
        if self.newest is not None and t - self.newest[0] > RESET_GAP:
            self.__init__()
        if self.newest is not None and t == self.newest[0]:
            self.newest = (t, x, y, sample.get("force"))
            if self.previous is None:
                return
        else:
            self.previous, self.newest = self.newest, (t, x, y, sample.get("force"))
        if self.previous is None:
            return
        dt = self.newest[0] - self.previous[0]
        if dt <= 0:
            return
        measured = ((self.newest[1] - self.previous[1]) / dt, (self.newest[2] - self.previous[2]) / dt)
        if self.velocity is None:
            self.velocity = measured
        else:
            self.velocity = tuple(SMOOTHING * m + (1 - SMOOTHING) * v for m, v in zip(measured, self.velocity))

    def predict(self, target):
        if self.newest is None or self.velocity is None:
            return None
        t0, x0, y0, force = self.newest
        horizon = min(target - t0, HORIZON_CAP)
        if horizon <= 0:
            return None
        point = {"t": t0 + horizon, "x": x0 + self.velocity[0] * horizon, "y": y0 + self.velocity[1] * horizon}
        if force is not None:
            point["force"] = force
        return point


def main():
    touches = {}
    for line in sys.stdin:
        request = json.loads(line)
        if request.get("protocol") != PROTOCOL or request.get("version") != VERSION:
            sys.stderr.write(f"unsupported protocol {request.get('protocol')!r} version {request.get('version')!r}\n")
            return 2
        for gone in request["forget"]:
            touches.pop(gone, None)
        if request["reset"]:
            touches.pop(request["touch"], None)
        touch = touches.setdefault(request["touch"], Touch())
        for sample in request["samples"]:
            touch.add(sample)
        reply = {"id": request["id"], "points": [touch.predict(target) for target in request["targets"]]}
        sys.stdout.write(json.dumps(reply, separators=(",", ":")) + "\n")
        sys.stdout.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main())
