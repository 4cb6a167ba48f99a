// places.js — draws the places side by side, each at its device's size in points (1 CSS px per
// point, times the zoom): the Home Screen grid with stacks, the Lock Screen (inline above the
// clock, four circular units below), StandBy, the watch face's slots and the watch Smart Stack.
// The host's picture of a surface (GlimpseDisplay's SurfaceLayout, `glimpse host --frames`) uses
// the same geometry: change both together.
// Widgets are the host's frames; a tap asks the server what the widget would open. Control
// Center, the Lock Screen's two bottom buttons and the Action button hold controls (controls.js);
// Live Activities show as banners on the Lock Screen and in the Dynamic Island (activities.js).

import { el, familyNames, placeNames } from './util.js';
import { frameURL } from './api.js';
import { drawControlCenter, drawActionButton, lockBottom } from './controls.js';
import { activityBanners, islandActivity } from './activities.js';

/** Draws every place of `payload` into `container`. */
export function renderPlaces(container, payload, view) {
  const cards = [];
  const order = ['homeScreen', 'lockScreen', 'watchFace', 'watchSmartStack', 'standBy'];
  const places = [...payload.places].sort((a, b) => order.indexOf(a.name) - order.indexOf(b.name));
  for (const place of places) {
    const draw = drawers[place.name];
    if (!draw) continue;
    cards.push(card(place, payload, draw(place, payload, view)));
    if (place.name === 'lockScreen') cards.push(...controlCards(payload, view));
  }
  container.replaceChildren(...cards);
}

/** Control Center and the Action button: the phone's places for controls (issue 12). */
function controlCards(payload, view) {
  const base = { platform: 'iOS', renderingMode: 'fullColor', colorScheme: 'dark', locked: payload.settings.locked, alwaysOn: false };
  const center = { ...base, name: 'controlCenter', displayName: 'Control Center', backdrop: '#1c1c22' };
  const action = { ...base, name: 'actionButton', displayName: 'Action button', backdrop: '#000000' };
  const frame = (children) => phoneFrame(center, payload, children);
  return [
    card(center, payload, drawControlCenter(payload, view, frame)),
    card(action, payload, drawActionButton(payload, view)),
  ];
}

function card(place, payload, body) {
  const device = place.platform === 'watchOS' ? payload.watch : payload.phone;
  const states = [];
  if (place.locked) states.push(el('span.state.locked', { text: '🔒 locked' }));
  if (place.alwaysOn) states.push(el('span.state', { text: 'Always On' }));
  if (place.renderingMode !== 'fullColor') states.push(el('span.state', { text: place.renderingMode }));
  return el('section.place-card', { dataset: { place: place.name } },
    el('div.place-title', {}, placeNames[place.name] ?? place.displayName,
      el('small', { text: device.displayName.replace(/\s*\(.*\)$/, '') }), ...states),
    body);
}

const drawers = {
  homeScreen: drawHome,
  lockScreen: drawLock,
  standBy: drawStandBy,
  watchFace: drawWatchFace,
  watchSmartStack: drawSmartStack,
};

// ------------------------------------------------------------------ common pieces

function sizeOf(place, family) {
  return place.families.find(f => f.family === family);
}

function wallpaper(place) {
  const base = place.backdrop;
  if (place.name === 'lockScreen') {
    // Vibrant widgets are drawn over the backdrop colour itself (their frames carry it), so the
    // wallpaper is that colour where they sit, with a glow below them.
    return `radial-gradient(140% 55% at 50% 105%, ${mix(base, '#b07cff', 0.45)} 0%, ${base} 70%), ${base}`;
  }
  if (place.name === 'homeScreen') {
    const dark = place.colorScheme === 'dark';
    return dark
      ? `radial-gradient(120% 80% at 20% 0%, ${mix(base, '#3b2a6b', 0.55)} 0%, ${base} 60%), ${base}`
      : `radial-gradient(130% 90% at 15% 0%, ${mix(base, '#ffffff', 0.35)} 0%, ${base} 55%, ${mix(base, '#3d5a9e', 0.35)} 100%)`;
  }
  return base;
}

function mix(a, b, t) {
  const pa = parseInt(a.slice(1), 16), pb = parseInt(b.slice(1), 16);
  const ch = s => [(s >> 16) & 255, (s >> 8) & 255, s & 255];
  const [x, y] = [ch(pa), ch(pb)];
  return '#' + x.map((v, i) => Math.round(v + (y[i] - v) * t).toString(16).padStart(2, '0')).join('');
}

function textColor(place) {
  if (place.platform === 'watchOS' || place.name === 'standBy') return 'white';
  if (place.name === 'lockScreen') return 'white';
  return place.colorScheme === 'dark' ? 'white' : '#101418';
}

function phoneFrame(place, payload, screenChildren, { landscape = false } = {}) {
  const device = payload.phone;
  const ipad = device.name.startsWith('ipad');
  const width = landscape ? device.height : device.width;
  const height = landscape ? device.width : device.height;
  const screen = el('div.screen', {
    style: { width: `${width}px`, height: `${height}px`, background: wallpaper(place), color: textColor(place) },
  }, ...screenChildren);
  return el(`div.device${landscape ? '.landscape' : ''}${ipad ? '.ipad' : ''}`, {}, screen);
}

function statusBar(payload, dark, view) {
  // The Dynamic Island, where a running Live Activity shows (its drawing includes the island);
  // a notch; or nothing (DeviceProfile.cutout; SurfaceLayout draws the same).
  const cutout = payload.phone.cutout;
  const top = cutout === 'dynamicIsland' ? (view && islandActivity(payload, view)) ?? el('div.island')
    : cutout === 'notch' ? el('div.notch') : null;
  return [
    top,
    el('div.statusbar', { style: { color: dark ? 'white' : '#101418' } },
      el('span', { dataset: { clock: 'short' } }),
      el('span.icons', {}, '▂▄▆', ' ', el('span', { text: '5G' }), el('span.battery'))),
  ];
}

/** A slot: one widget, or a stack showing its top widget with dots to flick through it. */
function slotNode(slot, place, view, { scale = 1, circle = false } = {}) {
  const top = slot.widgets.find(w => w.id === slot.top) ?? slot.widgets[0];
  const node = el('div.slot', { dataset: { slot: top.id, family: slot.family } });
  node.append(widgetNode(top, place, view, scale, circle));
  if (slot.widgets.length > 1) {
    const dots = el('div.stack-dots', { title: 'Stack: click a dot to flick' });
    for (const w of slot.widgets) {
      dots.append(el(`button${w.id === top.id ? '.on' : ''}`, {
        title: `${w.displayName} (${familyNames[w.family]})`,
        onclick: (e) => { e.stopPropagation(); view.bringToTop(w.id, true); },
      }));
    }
    if (slot.pinned) {
      dots.append(el('button.auto', {
        title: 'Smart Rotate: let relevance choose',
        onclick: (e) => { e.stopPropagation(); view.bringToTop(top.id, false); },
      }));
    }
    node.append(dots);
  }
  dropTarget(node, place, view, top.id);
  return node;
}

/** One widget: its current frame, or a shimmer before its first timeline. */
export function widgetNode(widget, place, view, scale = 1, circle = false) {
  const w = widget.width * scale, h = widget.height * scale;
  const node = el('div.widget', {
    dataset: { id: widget.id },
    draggable: 'true',
    title: `${widget.displayName} · ${familyNames[widget.family] ?? widget.family}`,
    style: {
      width: `${w}px`, height: `${h}px`,
      borderRadius: circle ? '50%' : `${widget.cornerRadius * scale}px`,
    },
  });
  if (view.selected === widget.id) node.classList.add('selected');
  const version = view.frames.get(widget.id) ?? widget.frame;
  if (version) {
    const img = view.image(widget.id, version, scale);
    if (widget.frameViewport) {
      // A watch face corner: the frame also covers the label curving around the face.
      const [x, y, fw, fh] = widget.frameViewport;
      node.classList.add('labelled');
      Object.assign(img.style, {
        position: 'absolute', left: `${x * scale}px`, top: `${y * scale}px`,
        width: `${fw * scale}px`, height: `${fh * scale}px`,
      });
    }
    node.append(img);
  } else {
    node.classList.add('pending');
  }
  if (widget.error) node.append(el('span.flag.error', { text: '!', title: widget.error }));
  else if (widget.staleSince) node.append(el('span.flag.stale', { text: 'stale', title: `stale since ${widget.staleSince}` }));
  node.addEventListener('click', (event) => {
    const box = node.getBoundingClientRect();
    const zoom = box.width / w || 1;
    const x = (event.clientX - box.left) / zoom / scale;
    const y = (event.clientY - box.top) / zoom / scale;
    view.select(widget.id);
    view.tap(widget.id, x, y);
  });
  node.addEventListener('dragstart', (event) => {
    event.dataTransfer.setData('text/glimpse-widget', String(widget.id));
    event.dataTransfer.effectAllowed = 'move';
  });
  return node;
}

function emptySlot(place, family, view, width, height, { circle = false, label = '+' } = {}) {
  return el(`div.slot.empty${circle ? '.circle' : ''}`, {
    style: { width: `${width}px`, height: `${height}px`, fontSize: `${Math.max(12, Math.min(28, height / 3))}px` },
    title: `Add a ${familyNames[family] ?? family} widget to the ${placeNames[place.name]}`,
    onclick: () => view.openGallery(place.name, family),
  }, label);
}

function dropTarget(node, place, view, stackWith) {
  node.addEventListener('dragover', (event) => {
    if (!event.dataTransfer.types.includes('text/glimpse-widget')) return;
    event.preventDefault();
    node.classList.add('drop-target');
  });
  node.addEventListener('dragleave', () => node.classList.remove('drop-target'));
  node.addEventListener('drop', (event) => {
    const id = Number(event.dataTransfer.getData('text/glimpse-widget'));
    node.classList.remove('drop-target');
    if (!id) return;
    event.preventDefault();
    event.stopPropagation();
    if (stackWith !== undefined && stackWith !== id) view.move(id, { place: place.name, stackWith });
    else if (stackWith === undefined) view.move(id, { place: place.name });
  });
}

// ------------------------------------------------------------------ Home Screen

function drawHome(place, payload, view) {
  const small = sizeOf(place, 'systemSmall'), medium = sizeOf(place, 'systemMedium'), large = sizeOf(place, 'systemLarge');
  const ipad = payload.phone.name.startsWith('ipad');
  const columns = ipad ? 4 : 2;
  const gapX = Math.max(12, medium.width - 2 * small.width);
  const gapY = Math.max(12, large.height - 2 * small.height);
  const spans = { systemSmall: [1, 1], systemMedium: [2, 1], systemLarge: [2, 2], systemExtraLarge: [4, 2] };
  // iOS pages the Home Screen: as many rows of small widgets as fit between the status bar and
  // the dock (.home-grid's insets), and a widget that does not fit on a page starts the next.
  const rows = Math.max(2, Math.floor((payload.phone.height - 172 + gapY) / (small.height + gapY)));
  const items = place.slots.map(slot => {
    const [c, r] = spans[slot.family] ?? [1, 1];
    return { node: slotNode(slot, place, view), c: Math.min(c, columns), r: Math.min(r, rows) };
  });
  items.push({ node: emptySlot(place, 'systemSmall', view, small.width, small.height), c: 1, r: 1 });
  const pages = paginate(items, columns, rows);
  const revealed = pages.findIndex(items => items.some(item => item.node.querySelector(`.widget[data-id="${view.reveal}"]`)));
  if (revealed >= 0) { view.homePage = revealed; view.reveal = null; }
  const page = Math.min(view.homePage, pages.length - 1);
  const grid = el('div.home-grid', {
    style: {
      gridTemplateColumns: `repeat(${columns}, ${small.width}px)`, gridTemplateRows: `repeat(${rows}, ${small.height}px)`,
      columnGap: `${gapX}px`, rowGap: `${gapY}px`,
    },
  });
  for (const { node, row, column, c, r } of pages[page]) {
    node.style.gridColumn = `${column + 1} / span ${c}`;
    node.style.gridRow = `${row + 1} / span ${r}`;
    grid.append(node);
  }
  const dots = el('div.page-dots', {}, ...pages.map((_, i) => el(`button${i === page ? '.on' : ''}`, {
    title: `Page ${i + 1} of ${pages.length}`,
    onclick: () => { view.homePage = i; view.redraw(); },
  })));
  const dark = place.colorScheme === 'dark';
  const icons = [['📞', '#34c759', '#30b350'], ['🧭', '#0a84ff', '#5ac8fa'], ['✉️', '#1e90ff', '#5ac8fa'], ['🎵', '#ff375f', '#ff6b81']];
  const dock = el('div.dock', { style: { background: dark ? 'rgba(60,60,67,.45)' : 'rgba(255,255,255,.32)' } },
    ...icons.map(([emoji, a, b]) => el('div.app-icon', { style: { background: `linear-gradient(160deg, ${b}, ${a})` } }, emoji)));
  const screen = phoneFrame(place, payload, [
    ...statusBar(payload, dark || place.renderingMode === 'accented', view),
    grid,
    dots,
    dock,
  ]);
  const screenNode = screen.querySelector('.screen');
  if (place.renderingMode === 'accented') {
    screenNode.style.background = place.tint
      ? `linear-gradient(180deg, ${mix(place.backdrop, place.tint, .35)}, ${place.backdrop})`
      : `linear-gradient(180deg, #8aa0bf, ${place.backdrop})`;
  }
  dropTarget(screenNode, place, view);
  return screen;
}

/**
 * Places `items` ({ c, r } spans in grid cells) in order, each at the first free cell of the
 * first page where it fits (a page is filled up before the next, as iOS fills gaps), starting a
 * page when it fits nowhere; returns the pages, each a list of the items with their `row` and
 * `column`.
 */
function paginate(items, columns, rows) {
  const pages = [];
  const place = (page, item) => {
    const fits = (row, column) => {
      if (column + item.c > columns || row + item.r > rows) return false;
      for (let y = row; y < row + item.r; y++) for (let x = column; x < column + item.c; x++) if (page.taken.has(y * columns + x)) return false;
      return true;
    };
    for (let row = 0; row < rows; row++) {
      for (let column = 0; column < columns; column++) {
        if (!fits(row, column)) continue;
        for (let y = row; y < row + item.r; y++) for (let x = column; x < column + item.c; x++) page.taken.add(y * columns + x);
        page.items.push({ ...item, row, column });
        return true;
      }
    }
    return false;
  };
  for (const item of items) {
    if (pages.some(page => place(page, item))) continue;
    const page = { taken: new Set(), items: [] };
    pages.push(page);
    place(page, item);
  }
  return pages.map(page => page.items);
}

// ------------------------------------------------------------------ Lock Screen

function drawLock(place, payload, view) {
  const circular = sizeOf(place, 'accessoryCircular');
  const rectangular = sizeOf(place, 'accessoryRectangular');
  const inline = sizeOf(place, 'accessoryInline');
  const inlineSlot = place.slots.find(s => s.family === 'accessoryInline');
  const below = place.slots.filter(s => s.family !== 'accessoryInline');
  const gap = rectangular && circular ? Math.max(8, rectangular.width - 2 * circular.width) : 12;
  const row = el('div.lock-row', { style: { gap: `${gap}px` } });
  let units = 0;
  for (const slot of below) {
    row.append(slotNode(slot, place, view, { circle: slot.family === 'accessoryCircular' }));
    units += slot.family === 'accessoryCircular' ? 1 : 2;
  }
  for (; units < 4 && circular; units++) {
    row.append(emptySlot(place, 'accessoryCircular', view, circular.width, circular.height, { circle: true }));
  }
  const dateLine = el('div.lock-date', {}, el('span', { dataset: { clock: 'day' } }));
  if (inlineSlot) dateLine.append(slotNode(inlineSlot, place, view));
  else if (inline) dateLine.append(emptySlot(place, 'accessoryInline', view, 90, inline.height, { label: '+ inline' }));
  const top = el('div.lock-top', {},
    el('div.lock-icon', {}, el(place.locked ? 'span.glyph.lock-closed' : 'span.glyph.lock-open')),
    dateLine,
    el('div.lock-time', { dataset: { clock: 'short' } }),
    row);
  const screen = phoneFrame(place, payload, [
    // The Lock Screen shows a Live Activity as its banner, not in the island.
    ...statusBar(payload, true), top,
    activityBanners(payload, view),
    lockBottom(payload, view),
    el('div.home-indicator'),
  ]);
  // Always On dims the whole Lock Screen, as the host's picture of it does (SurfaceLayout).
  if (payload.settings.alwaysOn) screen.querySelector('.screen').classList.add('dimmed');
  dropTarget(screen.querySelector('.screen'), place, view);
  return screen;
}

// ------------------------------------------------------------------ StandBy

function drawStandBy(place, payload, view) {
  const small = sizeOf(place, 'systemSmall');
  const height = payload.phone.width;
  const scale = Math.min(2.05, (height - 50) / small.height);
  const row = el('div.standby-row');
  const slots = place.slots.slice(0, 2);
  for (const slot of slots) {
    const node = slotNode(slot, place, view, { scale });
    row.append(node);
  }
  if (slots.length < 2) row.append(el('div.standby-clock', { dataset: { clock: 'short' } }));
  if (slots.length === 0) row.append(emptySlot(place, 'systemSmall', view, small.width * scale, small.height * scale));
  const screen = phoneFrame(place, payload, [row], { landscape: true });
  const screenNode = screen.querySelector('.screen');
  screenNode.classList.add('standby');
  if (place.alwaysOn) screenNode.classList.add('night');
  dropTarget(screenNode, place, view);
  return screen;
}

// ------------------------------------------------------------------ watch face

/** Glimpse's face: four corners, the time between the top two, an inline line, one
    rectangular slot, two circular slots between the bottom corners. */
function drawWatchFace(place, payload, view) {
  const W = payload.watch.width, H = payload.watch.height;
  const corner = sizeOf(place, 'accessoryCorner'), circular = sizeOf(place, 'accessoryCircular');
  const rectangular = sizeOf(place, 'accessoryRectangular'), inline = sizeOf(place, 'accessoryInline');
  const c = corner?.width ?? 36;
  const inlineY = c + 2;
  const rectY = inlineY + (inline?.height ?? 22) + 4;
  const circY = rectY + (rectangular?.height ?? 78) + 4;
  const cw = circular?.width ?? 48;
  const positions = {
    accessoryCorner: [[0, 0], [W - c, 0], [0, H - c], [W - c, H - c]],
    accessoryCircular: [[W / 2 - cw - 3, circY], [W / 2 + 3, circY]],
    accessoryRectangular: [[(W - (rectangular?.width ?? W)) / 2, rectY]],
    accessoryInline: [[(W - (inline?.width ?? W)) / 2, inlineY]],
  };
  const screen = el('div.screen', { style: { width: `${W}px`, height: `${H}px` } });
  screen.append(el('div.face-time', {
    style: { left: `${c}px`, right: `${c}px`, top: '2px', fontSize: `${c * 0.72}px`, lineHeight: `${c * 0.8}px` },
  }, el('span', { dataset: { clock: 'short' } })));
  const used = {};
  for (const slot of place.slots) {
    const spots = positions[slot.family];
    if (!spots) continue;
    const i = used[slot.family] = (used[slot.family] ?? -1) + 1;
    if (i >= spots.length) continue;
    const node = slotNode(slot, place, view, { circle: slot.family === 'accessoryCircular' || slot.family === 'accessoryCorner' });
    Object.assign(node.style, { position: 'absolute', left: `${spots[i][0]}px`, top: `${spots[i][1]}px` });
    screen.append(node);
  }
  for (const [family, spots] of Object.entries(positions)) {
    const size = sizeOf(place, family);
    if (!size) continue;
    for (let i = used[family] === undefined ? 0 : used[family] + 1; i < spots.length; i++) {
      const node = emptySlot(place, family, view, size.width, size.height,
        { circle: family !== 'accessoryRectangular' && family !== 'accessoryInline' });
      Object.assign(node.style, { position: 'absolute', left: `${spots[i][0]}px`, top: `${spots[i][1]}px`, opacity: .55 });
      screen.append(node);
    }
  }
  dropTarget(screen, place, view);
  return el('div.watch', {}, screen);
}

// ------------------------------------------------------------------ watch Smart Stack

function drawSmartStack(place, payload, view) {
  const W = payload.watch.width, H = payload.watch.height;
  const size = sizeOf(place, 'accessoryRectangular');
  const list = el('div.smart-stack', {}, el('div.stack-time', { dataset: { clock: 'short' } }));
  const slot = place.slots[0];
  if (slot) {
    const ordered = [...slot.widgets].sort((a, b) => (a.id === slot.top ? -1 : b.id === slot.top ? 1 : 0));
    for (const widget of ordered) {
      const node = el('div.slot', { dataset: { slot: widget.id } }, widgetNode(widget, place, view));
      dropTarget(node, place, view, widget.id);
      list.append(node);
    }
  }
  if (size) list.append(emptySlot(place, 'accessoryRectangular', view, size.width, Math.min(size.height, 44), { label: '+ widget' }));
  const screen = el('div.screen', { style: { width: `${W}px`, height: `${H}px` } }, list);
  dropTarget(screen, place, view);
  return el('div.watch', {}, screen);
}
