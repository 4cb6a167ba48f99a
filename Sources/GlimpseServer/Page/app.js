// app.js — the Glimpse simulator page: listens to the server's events (no polling), draws the
// places, runs the clock display between clock events, and sends the controls' changes.

import { get, post, frameURL } from './api.js';
import { el, toast, typeSizes, typeLabel, placeNames } from './util.js';
import { renderPlaces } from './places.js';
import { renderInspector } from './inspector.js';
import { openGallery, closeGallery } from './gallery.js';
import { controlInspector, openControlGallery } from './controls.js';
import { askConfiguration } from './configure.js';
import { activityInspector } from './activities.js';

const model = {
  payload: null,        // the last `places` payload
  clock: null,          // { now, mode, rate } and when it arrived
  clockArrived: 0,
  inspected: null,      // the inspector's data
};

/** Frame images by widget id: { version, ratio, img }. */
const images = new Map();

const view = {
  selected: null,
  frames: new Map(),    // id → newest frame version
  zoom: 1,
  homePage: 0,          // the Home Screen page shown
  reveal: null,         // a widget just added: show the page it lands on

  redraw() {
    if (model.payload) renderPlaces(document.getElementById('places'), model.payload, view);
    tick();
  },

  clockNow() {
    if (!model.clock) return new Date();
    return new Date(Date.parse(model.clock.now) + (Date.now() - model.clockArrived) * model.clock.rate);
  },

  ratio(scale = 1) {
    return Math.min(4, Math.max(1, Math.round(devicePixelRatio * view.zoom * scale * 2) / 2));
  },

  image(id, version, scale = 1) {
    const ratio = view.ratio(scale);
    const known = images.get(id);
    if (known && known.version === version && known.ratio === ratio) return known.img;
    const img = el('img', { src: frameURL(id, version, ratio), alt: '', decoding: 'async' });
    images.set(id, { version, ratio, img, scale });
    return img;
  },

  placeList() {
    return (model.payload?.places ?? []).map(p => p.name);
  },

  selectedControl: null,
  controlPage: 0,
  selectedActivity: null,   // the Live Activity in the inspector
  expandedActivity: null,   // the Live Activity the Dynamic Island shows expanded

  selectActivity(id) {
    view.selectedActivity = id;
    if (id !== null) {
      view.selected = null;
      view.selectedControl = null;
      for (const node of document.querySelectorAll('.widget.selected')) node.classList.remove('selected');
    }
    for (const node of document.querySelectorAll('.activity-banner')) node.classList.toggle('selected', node.dataset.activity === id);
    showActivityInspector();
  },

  async startActivity(body) {
    try {
      const activity = await post('/api/activities', body);
      toast(`Started ${activity.attributesType}: its banner is on the Lock Screen, the Dynamic Island shows it`);
      return true;
    } catch (error) { toast(error.message, 'error'); return false; }
  },

  async updateActivity(id, state) {
    try { await post(`/api/activities/${encodeURIComponent(id)}/update`, { state }); toast('Content state updated'); }
    catch (error) { toast(error.message, 'error'); }
  },

  async endActivity(id) {
    try { await post(`/api/activities/${encodeURIComponent(id)}/end`, {}); toast('Ended: it stays on the Lock Screen until dismissed'); }
    catch (error) { toast(error.message, 'error'); }
  },

  selectControl(id) {
    view.selectedControl = id;
    if (id !== null) { view.selected = null; view.selectedActivity = null; delete document.getElementById('inspector').dataset.activity; for (const node of document.querySelectorAll('.widget.selected')) node.classList.remove('selected'); }
    for (const node of document.querySelectorAll('.control-tile')) node.classList.toggle('selected', Number(node.dataset.control) === id);
    showControlInspector();
  },

  async tapControl(id) {
    try { toast((await post(`/api/controls/${id}/tap`)).message); } catch (error) { toast(error.message, 'error'); }
  },

  async refreshControl(id) {
    try { await post(`/api/controls/${id}/refresh`); } catch (error) { toast(error.message, 'error'); }
  },

  async removeControl(id) {
    try { await post(`/api/controls/${id}/remove`); view.selectControl(null); } catch (error) { toast(error.message, 'error'); }
  },

  async addControl(body) {
    try {
      const control = await post('/api/controls', body);
      view.selectControl(control.id);
      return true;
    } catch (error) { toast(error.message, 'error'); return false; }
  },

  openControls(spot) { openControlGallery(view, spot).catch(e => toast(e.message, 'error')); },

  select(id) {
    if (id !== null && view.selectedControl !== null) view.selectedControl = null;
    if (id !== null) { view.selectedActivity = null; delete document.getElementById('inspector').dataset.activity; }
    view.selected = id;
    for (const node of document.querySelectorAll('.widget')) node.classList.toggle('selected', Number(node.dataset.id) === id);
    refreshInspector(true);
  },

  async tap(id, x, y) {
    try {
      const answer = await post(`/api/instances/${id}/tap`, { x, y });
      toast(answer.url ? el('span', {}, 'Would open ', el('code', { text: answer.url })) : answer.message);
    } catch (error) { toast(error.message, 'error'); }
  },

  async add(body) {
    try {
      const widget = await post('/api/instances', body);
      view.reveal = widget.id;
      view.select(widget.id);
      return true;
    } catch (error) { toast(error.message, 'error'); return false; }
  },

  async editWidget(id, name) {
    const configuration = await askConfiguration({ source: `/api/instances/${id}/parameters`, title: `Edit ${name}`, action: 'Done' });
    if (configuration === null) return;
    try { await post(`/api/instances/${id}/configure`, { configuration }); toast('Options saved; reloading the widget'); refreshInspector(true); }
    catch (error) { toast(error.message, 'error'); }
  },

  async move(id, body) {
    try { await post(`/api/instances/${id}/move`, body); } catch (error) { toast(error.message, 'error'); }
  },

  async remove(id) {
    try {
      await post(`/api/instances/${id}/remove`);
      if (view.selected === id) view.select(null);
    } catch (error) { toast(error.message, 'error'); }
  },

  async keep(id) {
    try { await post(`/api/instances/${id}/keep`); toast('Kept: it stays when its suggestion ends'); }
    catch (error) { toast(error.message, 'error'); }
  },

  async reload(id) {
    try { await post(`/api/instances/${id}/reload`); toast('Reload requested (charged, at least 5 minutes after the last)'); }
    catch (error) { toast(error.message, 'error'); }
  },

  async bringToTop(id, pinned) {
    try { await post(`/api/instances/${id}/top`, { pinned }); } catch (error) { toast(error.message, 'error'); }
  },

  openGallery(place, family) { openGallery(view, place, family).catch(e => toast(e.message, 'error')); },
};

// ------------------------------------------------------------------ events

function connect() {
  const status = document.getElementById('connection');
  const source = new EventSource('/api/events');
  source.onopen = () => { status.textContent = 'live'; status.className = 'connection live'; };
  source.onerror = () => { status.textContent = 'reconnecting…'; status.className = 'connection down'; };
  source.addEventListener('places', (event) => applyPlaces(JSON.parse(event.data)));
  source.addEventListener('frames', (event) => applyFrames(JSON.parse(event.data).frames));
  source.addEventListener('clock', (event) => applyClock(JSON.parse(event.data)));
  source.addEventListener('instance', (event) => {
    const { id } = JSON.parse(event.data);
    if (id === view.selected) refreshInspector(true);
  });
}

function versionNumber(version) {
  const n = Number(String(version).split('-').pop());
  return Number.isFinite(n) ? n : 0;
}

/**
 * Sets `data-ready="true"` on <html> once the places are drawn and every frame image in them has
 * loaded (or failed), so a headless browser or a test can wait for `html[data-ready]` before a
 * screenshot. It stays set; later payloads redraw in place.
 */
function markReadyWhenDrawn() {
  const pending = [...document.querySelectorAll('#places img')].filter(img => !img.complete);
  Promise.all(pending.map(img => new Promise(resolve => {
    img.addEventListener('load', resolve, { once: true });
    img.addEventListener('error', resolve, { once: true });
  }))).then(() => { document.documentElement.dataset.ready = 'true'; });
}

function applyPlaces(payload) {
  const bootChanged = model.payload && firstBoot(model.payload) !== firstBoot(payload);
  model.payload = payload;
  applyClock(payload.clock);
  for (const place of payload.places) {
    for (const slot of place.slots) {
      for (const w of slot.widgets) {
        if (!w.frame) continue;
        const known = view.frames.get(w.id);
        if (bootChanged || !known || versionNumber(w.frame) > versionNumber(known)) view.frames.set(w.id, w.frame);
      }
    }
  }
  if (view.zoom === 0 || document.getElementById('zoom').value === 'auto') fitZoom();
  renderPlaces(document.getElementById('places'), payload, view);
  markReadyWhenDrawn();
  updateControls(payload);
  tick();
  if (view.selected && !payload.places.some(p => p.slots.some(s => s.widgets.some(w => w.id === view.selected)))) {
    view.select(null);
  }
  if (view.selectedControl !== null) {
    if (!payload.controls.some(c => c.id === view.selectedControl)) view.selectControl(null); else showControlInspector();
  }
  if (view.selectedActivity !== null) showActivityInspector();
}

function showActivityInspector() {
  const panel = document.getElementById('inspector');
  const a = model.payload?.activities?.find(x => x.id === view.selectedActivity);
  if (!a) {
    if (view.selectedActivity !== null) view.selectedActivity = null;
    if (!view.selected && view.selectedControl === null) { panel.hidden = true; panel.replaceChildren(); }
    return;
  }
  // Rebuilt only when the activity changed, so a state being typed is not lost.
  const key = `${a.id} ${a.version} ${a.life} ${a.updated}`;
  if (!panel.hidden && panel.dataset.activity === key) return;
  panel.hidden = false;
  panel.dataset.activity = key;
  panel.replaceChildren(...activityInspector(a, view));
}

function showControlInspector() {
  const panel = document.getElementById('inspector');
  const c = model.payload?.controls?.find(x => x.id === view.selectedControl);
  if (!c) { if (!view.selected) { panel.hidden = true; panel.replaceChildren(); } return; }
  panel.hidden = false;
  const scroll = panel.scrollTop;
  panel.replaceChildren(...controlInspector(c, view));
  panel.scrollTop = scroll;
}

function firstBoot(payload) {
  for (const p of payload.places) for (const s of p.slots) for (const w of s.widgets) if (w.frame) return w.frame.split('-')[0];
  return null;
}

function applyFrames(frames) {
  for (const [key, version] of Object.entries(frames)) {
    const id = Number(key);
    view.frames.set(id, version);
    const known = images.get(id);
    const node = document.querySelector(`.widget[data-id="${id}"]`);
    if (!node) {
      if (id === view.selected) refreshInspector(false);
      continue;
    }
    const scale = known?.scale ?? 1;
    const ratio = view.ratio(scale);
    const next = new Image();
    next.alt = '';
    next.src = frameURL(id, version, ratio);
    next.decode().then(() => {
      const current = images.get(id);
      if (current && versionNumber(current.version) > versionNumber(version)) return;
      const old = node.querySelector('img');
      if (old) old.replaceWith(next); else { node.classList.remove('pending'); node.prepend(next); }
      images.set(id, { version, ratio, img: next, scale });
    }).catch(() => {});
    if (id === view.selected) {
      const preview = document.querySelector('#inspector .insp-head img');
      if (preview) preview.src = frameURL(id, version, 2);
      refreshInspector(false);
    }
  }
}

function applyClock(clock) {
  model.clock = clock;
  model.clockArrived = Date.now();
  const badge = document.getElementById('clock-mode');
  const fast = clock.mode === 'running' && clock.rate !== 1;
  badge.textContent = clock.mode === 'running' ? (clock.rate === 1 ? 'moved ×1' : `×${clock.rate}`) : clock.mode;
  badge.className = `badge ${clock.mode === 'live' ? 'live' : clock.mode === 'paused' ? 'paused' : fast ? 'fast' : ''}`;
  for (const button of document.querySelectorAll('[data-clock]')) {
    const value = button.dataset.clock;
    button.classList.toggle('on',
      (value === 'live' && clock.mode === 'live') || (value === 'paused' && clock.mode === 'paused') ||
      (clock.mode === 'running' && Number(value) === clock.rate));
  }
  tick();
}

// ------------------------------------------------------------------ clock display

function tick() {
  const now = view.clockNow();
  document.getElementById('clock-time').textContent =
    now.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit', second: '2-digit' });
  document.getElementById('clock-date').textContent =
    now.toLocaleDateString([], { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' });
  const short = now.toLocaleTimeString([], { hour: 'numeric', minute: '2-digit' }).replace(/\s?[AP]M$/i, '');
  const weekday = now.toLocaleDateString([], { weekday: 'long', month: 'long', day: 'numeric' });
  const day = `${now.toLocaleDateString([], { weekday: 'short' })} ${now.getDate()}`;
  for (const node of document.querySelectorAll('[data-clock]')) {
    if (node.tagName === 'BUTTON') continue;
    const kind = node.dataset.clock;
    const text = kind === 'weekday' ? weekday : kind === 'day' ? day : short;
    if (node.textContent !== text) node.textContent = text;
  }
}

// ------------------------------------------------------------------ inspector

let inspectorTimer = null;
async function refreshInspector(now) {
  const panel = document.getElementById('inspector');
  if (!view.selected) { renderInspector(panel, null, view); return; }
  if (!now) {
    if (inspectorTimer) return;
    inspectorTimer = setTimeout(() => { inspectorTimer = null; refreshInspector(true); }, 1500);
    return;
  }
  const id = view.selected;
  try {
    const data = await get(`/api/instances/${id}`);
    if (view.selected === id) renderInspector(panel, data, view);
  } catch (error) {
    if (error.status === 404) view.select(null); else toast(error.message, 'error');
  }
}

// ------------------------------------------------------------------ controls

async function setState(change) {
  try { await post('/api/state', change); } catch (error) { toast(error.message, 'error'); }
}

async function setClock(change) {
  try { applyClock(await post('/api/clock', change)); } catch (error) { toast(error.message, 'error'); }
}

function updateControls(payload) {
  const s = payload.settings;
  document.getElementById('phone-picker').value = s.phone;
  document.getElementById('watch-picker').value = s.watch;
  for (const b of document.querySelectorAll('[data-scheme]')) b.classList.toggle('on', b.dataset.scheme === s.colorScheme);
  for (const b of document.querySelectorAll('[data-style]')) b.classList.toggle('on', b.dataset.style === s.homeStyle);
  for (const b of document.querySelectorAll('[data-face]')) b.classList.toggle('on', b.dataset.face === s.watchFaceStyle);
  document.getElementById('tint').value = s.tint.toLowerCase();
  document.getElementById('watch-tint').value = s.watchTint.toLowerCase();
  document.getElementById('locked').checked = s.locked;
  document.getElementById('always-on').checked = s.alwaysOn;
  document.getElementById('developer-mode').checked = payload.developerMode;
  const index = Math.max(0, typeSizes.indexOf(s.dynamicType));
  document.getElementById('dynamic-type').value = index;
  document.getElementById('type-label').textContent = typeLabel(s.dynamicType);
}

async function setupControls() {
  const devices = await get('/api/devices');
  const option = d => el('option', { value: d.name, text: d.displayName });
  document.getElementById('phone-picker').replaceChildren(...devices.phones.map(option));
  document.getElementById('watch-picker').replaceChildren(...devices.watches.map(option));
  if (model.payload) updateControls(model.payload);
  document.getElementById('phone-picker').onchange = (e) => setState({ phone: e.target.value });
  document.getElementById('watch-picker').onchange = (e) => setState({ watch: e.target.value });
  for (const b of document.querySelectorAll('[data-scheme]')) b.onclick = () => setState({ colorScheme: b.dataset.scheme });
  for (const b of document.querySelectorAll('[data-style]')) b.onclick = () => setState({ homeStyle: b.dataset.style });
  for (const b of document.querySelectorAll('[data-face]')) b.onclick = () => setState({ watchFaceStyle: b.dataset.face });
  document.getElementById('tint').onchange = (e) => setState({ tint: e.target.value });
  document.getElementById('watch-tint').onchange = (e) => setState({ watchTint: e.target.value });
  document.getElementById('locked').onchange = (e) => setState({ locked: e.target.checked });
  document.getElementById('always-on').onchange = (e) => setState({ alwaysOn: e.target.checked });
  const type = document.getElementById('dynamic-type');
  type.oninput = () => { document.getElementById('type-label').textContent = typeLabel(typeSizes[type.value]); };
  type.onchange = () => setState({ dynamicType: typeSizes[type.value] });
  document.getElementById('developer-mode').onchange = async (e) => {
    try { await post('/api/settings', { developerMode: e.target.checked }); } catch (error) { toast(error.message, 'error'); }
  };
  for (const b of document.querySelectorAll('button[data-clock]')) {
    b.onclick = () => {
      const v = b.dataset.clock;
      setClock(v === 'live' || v === 'paused' ? { mode: v } : { rate: Number(v) });
    };
  }
  for (const b of document.querySelectorAll('[data-advance]')) b.onclick = () => setClock({ advance: Number(b.dataset.advance) });
  document.getElementById('jump-form').onsubmit = (e) => {
    e.preventDefault();
    const value = document.getElementById('jump-date').value;
    if (!value) { toast('Pick a date and time to jump to'); return; }
    setClock({ date: new Date(value).toISOString() });
  };
  document.getElementById('open-gallery').onclick = () => view.openGallery('homeScreen', null);
  document.getElementById('zoom').onchange = (e) => {
    if (e.target.value === 'auto') fitZoom(); else setZoom(Number(e.target.value));
    if (model.payload) renderPlaces(document.getElementById('places'), model.payload, view);
    tick();
  };
  document.addEventListener('keydown', (e) => {
    if (e.key === 'Escape') { closeGallery(); view.select(null); }
  });
  window.addEventListener('resize', () => {
    if (document.getElementById('zoom').value === 'auto' && model.payload) {
      const before = view.zoom;
      fitZoom();
      if (before !== view.zoom) renderPlaces(document.getElementById('places'), model.payload, view);
      tick();
    }
  });
}

function setZoom(zoom) {
  view.zoom = zoom;
  document.documentElement.style.setProperty('--zoom', String(zoom));
}

/** Fits the phone's height (bezel and title included) in the stage. */
function fitZoom() {
  const stage = document.getElementById('places');
  const phone = model.payload?.phone;
  if (!phone) return;
  const available = stage.clientHeight - 60;
  const needed = Math.max(phone.height, 260) + 24 + 30;
  setZoom(Math.max(0.4, Math.min(1, Math.floor((available / needed) * 20) / 20)));
}

// ------------------------------------------------------------------ start

setInterval(tick, 250);
setupControls().catch(error => toast(error.message, 'error'));
connect();
window.glimpse = { view, model };
