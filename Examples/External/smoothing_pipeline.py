#!/usr/bin/env python3
"""An incremental smoothing ink pipeline for InkBench's external-pipeline protocol, version 2.

InkBench starts this program once per trace and configuration, writes a hello line that the
program answers when it is ready (so its start-up is timed apart from the callbacks), then one
JSON request per line on its standard input, one per simulated touch callback; the program
answers each with one JSON line on its standard output (docs/external-protocol.md). It also
answers the callbacks of version 1 (a configuration with `protocol: 1`). Standard library only.

The pipeline: every real sample of a touch becomes one point of an exponentially smoothed
polyline, s_i = s_(i-1) + ALPHA * (p_i - s_(i-1)); only the new samples are smoothed (the
points already drawn never change), and the predicted touches become a temporary smoothed tail
that is recomputed on every callback. Each reply reports the points produced and recomputed, the
dirty rectangle (the new segments and the old and new predicted tails, widened by half the stroke
width), the drawn tip and the handler's own time in microseconds.
"""

import json
import sys
import time

ALPHA = 0.5
"""Weight of a new sample in the smoothed point (0 < ALPHA <= 1; 1 draws the raw samples)."""
HALF_WIDTH = 1.5
"""Half the stroke width, points: how far the ink reaches beyond its centre line."""


class Stroke:
    """One touch's ink: its smoothed real points and its current predicted tail."""

    def __init__(self):
        self.points = []
        self.tail = []

    def smoothed(self, x, y):
        """The next smoothed point after (x, y) joins the stroke."""
        if not self.points:
            return x, y
        last_x, last_y, _ = self.points[-1]
        return last_x + ALPHA * (x - last_x), last_y + ALPHA * (y - last_y)


class Dirty:
    """The union of the areas whose ink changed, points."""

    def __init__(self):
        self.box = None

    def add(self, x, y):
        box = (x - HALF_WIDTH, y - HALF_WIDTH, x + HALF_WIDTH, y + HALF_WIDTH)
        if self.box is None:
            self.box = box
        else:
            self.box = (min(self.box[0], box[0]), min(self.box[1], box[1]), max(self.box[2], box[2]), max(self.box[3], box[3]))

    def member(self):
        left, top, right, bottom = self.box
        return {"x": left, "y": top, "width": right - left, "height": bottom - top}


def handle(request, strokes):
    """Runs one callback and returns its reply (without the handler time)."""
    produced = recomputed = 0
    dirty = Dirty()
    tip = None
    for touch in request["touches"]:
        touch_id = touch["touch"]
        stroke = strokes.setdefault(touch_id, Stroke())
        for x, y, _ in stroke.tail:
            dirty.add(x, y)
        if touch.get("phase") == "cancelled":
            for x, y, _ in stroke.points:
                dirty.add(x, y)
            del strokes[touch_id]
            continue
        if stroke.points and touch["coalesced"]:
            dirty.add(stroke.points[-1][0], stroke.points[-1][1])
        for sample in touch["coalesced"]:
            x, y = stroke.smoothed(sample["x"], sample["y"])
            stroke.points.append((x, y, sample["t"]))
            dirty.add(x, y)
            produced += 1
            recomputed += 1
        stroke.tail = []
        previous = stroke.points[-1] if stroke.points else None
        for sample in touch["predicted"]:
            if previous is None:
                x, y = sample["x"], sample["y"]
            else:
                x, y = previous[0] + ALPHA * (sample["x"] - previous[0]), previous[1] + ALPHA * (sample["y"] - previous[1])
            previous = (x, y, sample["t"])
            stroke.tail.append(previous)
            dirty.add(x, y)
            recomputed += 1
        end = stroke.tail[-1] if stroke.tail else (stroke.points[-1] if stroke.points else None)
        if end is not None and touch["coalesced"]:
            tip = {"touch": touch_id, "x": end[0], "y": end[1], "t": end[2], "predicted": bool(stroke.tail)}
    reply = {"id": request["id"], "points_produced": produced, "points_recomputed": recomputed}
    if dirty.box is not None:
        reply["dirty"] = dirty.member()
    if tip is not None:
        reply["tip"] = tip
    return reply


REPORTS = ["points_produced", "points_recomputed", "dirty", "tip", "handler_us"]
"""The reply members this pipeline fills in, as its hello reply says."""


def main():
    strokes = {}
    for line in sys.stdin:
        start = time.perf_counter_ns()
        request = json.loads(line)
        if request.get("type") == "hello" and request.get("version") == 2:
            sys.stdout.write(json.dumps({"version": 2, "reports": REPORTS}, separators=(",", ":")) + "\n")
            sys.stdout.flush()
            continue
        if request.get("version") not in (1, 2) or request.get("type") != "callback":
            print("smoothing_pipeline.py speaks protocol versions 1 and 2, got %r" % line[:80], file=sys.stderr)
            return 2
        reply = handle(request, strokes)
        reply["handler_us"] = (time.perf_counter_ns() - start) / 1000.0
        sys.stdout.write(json.dumps(reply, separators=(",", ":")) + "\n")
        sys.stdout.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main())
