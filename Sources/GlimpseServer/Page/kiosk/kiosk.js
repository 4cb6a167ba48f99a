// kiosk.js — the kiosk page: shows the surface's latest frame and swaps it when the host
// announces a new one (server-sent events `surface` and `frame`, Docs/SimulatorAPI.md "Kiosk
// page"). The new frame is loaded before it replaces the old, so the screen never goes blank.

const image = document.getElementById('frame');
let shown = null;
let asked = 0;
let applied = 0;

function showFrame(frame) {
  if (!frame || frame.version === shown) return;
  const ticket = ++asked;
  const next = new Image();
  next.onload = () => {
    // A frame asked for later may have loaded first.
    if (ticket < applied) return;
    applied = ticket;
    image.src = next.src;
    shown = frame.version;
    document.body.dataset.frame = frame.version;
    // For headless screenshots and tests: a frame is on screen (as the simulator page's html[data-ready]).
    document.documentElement.dataset.ready = 'true';
  };
  next.src = frame.url;
}

function showSurface(surface) {
  document.title = `Glimpse — ${surface.name}`;
  image.alt = `${surface.name} on ${surface.device}, ${surface.locked ? 'locked' : 'unlocked'}`;
  document.body.dataset.surface = surface.name;
  document.body.dataset.locked = String(surface.locked);
  showFrame(surface.frame);
}

const source = new EventSource('/api/events');
source.addEventListener('surface', (event) => showSurface(JSON.parse(event.data)));
source.addEventListener('frame', (event) => showFrame(JSON.parse(event.data)));
source.onopen = () => { document.body.dataset.connection = 'live'; };
source.onerror = () => { document.body.dataset.connection = 'reconnecting'; };
