// InkBench's reference ink pages: one stroke per pointer, drawn on a canvas that fills the
// page, in one of two ways —
//   naive:       every time it draws, clear the whole canvas and stroke every segment of every
//                stroke again (the work grows with the ink on the page);
//   incremental: stroke only the segments added since it last drew (constant work per event),
//                predictions on a second canvas above, cleared each time.
// Query parameters (1 or 0):
//   coalesced=1  take every raw sample of a move (getCoalescedEvents), not only the last;
//   raf=0        draw when the event comes; raf=1 draw once per frame (requestAnimationFrame);
//   predicted=0  predicted=1 also draws the browser's predicted points (getPredictedEvents).
// After drawing, the page marks the tip it drew for InkBench (docs/web.md):
//   performance.mark('inkbench:tip', {detail: {x, y, t, predicted}})
// with the tip in CSS px and t the timeStamp (ms) of the input event it shows.
'use strict';

function startInkPage(mode) {
  const query = new URLSearchParams(location.search);
  const flag = (name, fallback) => (query.has(name) ? query.get(name) === '1' : fallback);
  const settings = { coalesced: flag('coalesced', true), raf: flag('raf', false), predicted: flag('predicted', false) };
  const ink = document.getElementById('ink');
  const overlay = document.getElementById('overlay');
  const scale = window.devicePixelRatio || 1;
  for (const canvas of [ink, overlay]) {
    canvas.width = Math.round(innerWidth * scale);
    canvas.height = Math.round(innerHeight * scale);
  }
  const context = ink.getContext('2d');
  const predictions = overlay.getContext('2d');
  for (const drawing of [context, predictions]) {
    drawing.scale(scale, scale);
    drawing.lineCap = 'round';
    drawing.lineJoin = 'round';
  }
  context.strokeStyle = '#1a1a80';
  predictions.strokeStyle = '#d04020';

  const strokes = [];            // every stroke: {points: [{x, y, width, t}], drawn}
  const live = new Map();        // pointerId → stroke
  let predicted = [];            // [{from, points}] of the last move of each live stroke
  let pending = false;           // a frame is requested (raf=1)
  let tip = null;                // the newest point taken

  const width = (event) => 1 + 4 * (event.pointerType === 'mouse' ? 0.5 : event.pressure);
  const point = (event) => ({ x: event.clientX, y: event.clientY, width: width(event), t: event.timeStamp });

  function segment(drawing, from, to) {
    drawing.lineWidth = to.width;
    drawing.beginPath();
    drawing.moveTo(from.x, from.y);
    drawing.lineTo(to.x, to.y);
    drawing.stroke();
  }

  function dot(drawing, at) {
    drawing.beginPath();
    drawing.arc(at.x, at.y, at.width / 2, 0, 2 * Math.PI);
    drawing.fillStyle = drawing.strokeStyle;
    drawing.fill();
  }

  // Strokes points [from, to) of one stroke.
  function strokeRange(stroke, from, to) {
    if (from === 0 && to > 0) { dot(context, stroke.points[0]); from = 1; }
    for (let index = from; index < to; index += 1) segment(context, stroke.points[index - 1], stroke.points[index]);
  }

  function draw() {
    if (mode === 'naive') {
      context.clearRect(0, 0, ink.width, ink.height);
      for (const stroke of strokes) strokeRange(stroke, 0, stroke.points.length);
    } else {
      for (const stroke of strokes) {
        strokeRange(stroke, stroke.drawn, stroke.points.length);
        stroke.drawn = stroke.points.length;
      }
    }
    let shown = tip;
    let isPredicted = false;
    if (settings.predicted) {
      predictions.clearRect(0, 0, overlay.width, overlay.height);
      for (const { from, points } of predicted) {
        let previous = from;
        for (const next of points) { segment(predictions, previous, next); previous = next; }
        if (points.length > 0 && from === tip) { shown = points[points.length - 1]; isPredicted = true; }
      }
    }
    if (shown) performance.mark('inkbench:tip', { detail: { x: shown.x, y: shown.y, t: shown.t, predicted: isPredicted } });
  }

  function changed() {
    if (!settings.raf) { draw(); return; }
    if (pending) return;
    pending = true;
    requestAnimationFrame(() => { pending = false; draw(); });
  }

  function take(stroke, event) {
    const events = settings.coalesced && event.getCoalescedEvents ? event.getCoalescedEvents() : [];
    for (const raw of events.length > 0 ? events : [event]) {
      const next = point(raw);
      stroke.points.push(next);
      tip = next;
    }
  }

  ink.addEventListener('pointerdown', (event) => {
    const stroke = { points: [point(event)], drawn: 0 };
    strokes.push(stroke);
    live.set(event.pointerId, stroke);
    tip = stroke.points[0];
    changed();
  });
  ink.addEventListener('pointermove', (event) => {
    const stroke = live.get(event.pointerId);
    if (!stroke) return;
    take(stroke, event);
    if (settings.predicted && event.getPredictedEvents) {
      predicted = predicted.filter((entry) => entry.stroke !== stroke);
      predicted.push({ stroke, from: tip, points: event.getPredictedEvents().map(point) });
    }
    changed();
  });
  const finish = (event) => {
    const stroke = live.get(event.pointerId);
    if (!stroke) return;
    const last = stroke.points[stroke.points.length - 1];
    if (last.x !== event.clientX || last.y !== event.clientY) { stroke.points.push(point(event)); tip = stroke.points[stroke.points.length - 1]; }
    live.delete(event.pointerId);
    predicted = predicted.filter((entry) => entry.stroke !== stroke);
    changed();
  };
  ink.addEventListener('pointerup', finish);
  ink.addEventListener('pointercancel', finish);
}
