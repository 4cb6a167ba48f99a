// controls.js — the page's controls (issue 12): Control Center (a grid of 4 columns: small 1×1,
// medium 2×1, large 2×2; pages), the Lock Screen's two bottom buttons (flashlight and camera until
// a control replaces them), and the Action button (its hint, value text). Each control is the
// host's drawing of its current state (/frames/control-<id>.png); a tap asks the server to run
// its intent, and the `places` event brings the optimistic flip, the re-read value or the revert.

import { el, dayAndTime } from './util.js';
import { get, post } from './api.js';
import { askConfiguration } from './configure.js';

/** The frame of control `c` at this page's pixel density, or a placeholder before its first answer. */
export function controlNode(c, view, { circle = false } = {}) {
  const node = el(`div.control-tile${circle ? '.circle' : ''}`, {
    dataset: { control: c.id, state: c.state, spot: c.spot },
    title: `${c.title}${c.valueText ? ` · ${c.valueText}` : ''}${c.error ? `\n! ${c.error}` : ''}`,
    style: { width: `${c.width}px`, height: `${c.height}px` },
    onclick: (e) => { e.stopPropagation(); view.selectControl(c.id); view.tapControl(c.id); },
  });
  if (view.selectedControl === c.id) node.classList.add('selected');
  if (c.frame) {
    const ratio = view.ratio();
    node.append(el('img', { alt: c.title, src: `/frames/control-${c.id}.png?v=${encodeURIComponent(c.frame)}&dpr=${ratio}` }));
  } else {
    node.classList.add('pending');
    node.append(el('span.control-name', { text: c.title }));
  }
  if (c.refreshing || c.performing) node.append(el('span.control-busy', { title: c.performing ? 'running its intent' : 'reading its value' }));
  if (c.error) node.append(el('span.flag.error', { text: '!', title: c.error }));
  return node;
}

/** Control Center: the placed controls in a 4-column grid, paged; a + cell adds one. */
export function drawControlCenter(payload, view, phoneFrame) {
  const cell = 72, gap = 16, columns = 4;
  const rows = Math.max(2, Math.floor((payload.phone.height - 150 + gap) / (cell + gap)));
  const placed = payload.controls.filter(c => c.spot === 'controlCenter');
  const items = placed.map(c => ({ node: controlNode(c, view, { circle: c.columns === 1 }), c: c.columns, r: c.rows }));
  items.push({ node: el('div.slot.empty.circle', {
    style: { width: `${cell}px`, height: `${cell}px` }, title: 'Add a control to Control Center',
    onclick: () => view.openControls('controlCenter'),
  }, '+'), c: 1, r: 1 });
  const pages = paginate(items, columns, rows);
  const page = Math.min(view.controlPage ?? 0, pages.length - 1);
  const grid = el('div.cc-grid', {
    style: {
      gridTemplateColumns: `repeat(${columns}, ${cell}px)`, gridTemplateRows: `repeat(${rows}, ${cell}px)`, gap: `${gap}px`,
    },
  });
  for (const { node, row, column, c, r } of pages[page]) {
    node.style.gridColumn = `${column + 1} / span ${c}`;
    node.style.gridRow = `${row + 1} / span ${r}`;
    grid.append(node);
  }
  const dots = el('div.cc-dots', {}, ...pages.map((_, i) => el(`button${i === page ? '.on' : ''}`, {
    title: `Page ${i + 1} of ${pages.length}`, onclick: () => { view.controlPage = i; view.redraw(); },
  })));
  return phoneFrame([el('div.cc-top', {}, el('span', { dataset: { clock: 'short' } })), grid, dots], 'controlCenter');
}

/** The Lock Screen's two bottom buttons: a placed control, else the flashlight and the camera. */
export function lockBottom(payload, view) {
  const slot = (spot, glyph, name) => {
    const c = payload.controls.find(x => x.spot === spot);
    if (c) return controlNode(c, view, { circle: true });
    // White glyphs, as iOS draws them (style.css masks the paths SurfaceGlyph draws).
    return el('span.lock-default', {
      title: `${name}: click to put a control here`, onclick: () => view.openControls(spot),
    }, el(`span.glyph.${glyph}`));
  };
  return el('div.lock-bottom', {}, slot('lockScreenLeading', 'flashlight', 'Flashlight'), slot('lockScreenTrailing', 'camera', 'Camera'));
}

/** The Action button: the side of the phone, its control's hint beside it, and what it says. */
export function drawActionButton(payload, view) {
  const c = payload.controls.find(x => x.spot === 'actionButton');
  const body = el('div.action-stage', {}, el('div.action-key', { title: 'The Action button' }));
  if (c) {
    body.append(controlNode(c, view));
    body.append(el('div.action-text', {},
      el('b', { text: c.actionHint ?? c.title }),
      c.hidden ? el('span', { text: 'locked: state hidden' })
        : c.valueText ? el('span', { text: c.valueText }) : null,
      c.status ? el('span.status', { text: c.status }) : null));
  } else {
    body.append(el('div.slot.empty', {
      style: { width: '240px', height: '56px', fontSize: '14px' }, title: 'Choose the Action button\'s control',
      onclick: () => view.openControls('actionButton'),
    }, '+ control'));
  }
  return el('div.action-device', {}, body);
}

/** The inspector's view of control `c`. */
export function controlInspector(c, view) {
  const head = el('div.insp-head', {},
    c.frame ? el('img', { alt: '', src: `/frames/control-${c.id}.png?v=${encodeURIComponent(c.frame)}&dpr=2` }) : null,
    el('div.meta', {},
      el('h2', { text: c.title }),
      el('div.sub', { text: `${c.bundle} · ${c.kind}` }),
      el('div.sub', { text: `${c.place} in ${c.spot} · control #${c.id}` })),
    el('button.insp-close', { title: 'Close', onclick: () => view.selectControl(null), text: '✕' }));
  const actions = el('div.insp-actions', {},
    el('button', { onclick: () => view.tapControl(c.id) }, '▶ Tap'),
    el('button', { onclick: () => view.refreshControl(c.id), title: 'Ask currentValue() again' }, '↻ Read value'),
    el('button.danger', { onclick: () => view.removeControl(c.id) }, 'Remove'));
  const facts = [
    ['State', c.performing ? `${c.state} (running its intent)` : c.state],
    ['Value', c.hidden ? 'hidden (locked, privacy-sensitive)' : c.valueText ?? (c.isOn == null ? '—' : c.isOn ? 'on' : 'off')],
    ['Status', c.status ?? '—'],
    ['Action button hint', c.actionHint ?? '—'],
    ['Template', c.template ?? 'no answer yet'],
    ['Opens its app', c.opensApp ? `yes: a tap opens ${c.bundle}` : 'no'],
    ['Read', c.answered ? dayAndTime(new Date(c.answered)) + (c.refreshing ? ' · reading again…' : '') : 'not yet'],
    ['Configuration', c.configuration],
  ];
  const sections = [head, actions, el('table.control-facts', {}, ...facts.map(([k, v]) => el('tr', {}, el('th', { text: k }), el('td', { text: v }))))];
  if (c.error) sections.push(el('h3', { text: 'Last error' }), el('div.error-box', { text: c.error }));
  sections.push(el('h3', { text: 'Ledger' }));
  const ledger = el('table.reloads.control-ledger');
  for (const p of [...c.performs].reverse()) {
    ledger.append(el('tr', {}, el('td', { text: dayAndTime(new Date(p.time)) }),
      el('td', { title: p.intent, text: `${p.title} · ${p.duration.toFixed(3)} s` }),
      el(`td.outcome.${p.outcome}`, { text: p.outcome })));
    if (p.detail) ledger.append(el('tr', {}, el('td.detail', { colspan: 3, text: p.detail })));
  }
  sections.push(c.performs.length ? ledger : el('div.empty-note', { text: 'No intent has run yet.' }));
  sections.push(el('h3', { text: 'Log' }));
  const log = el('table.reloads');
  for (const line of [...c.log].reverse()) {
    log.append(el('tr', {}, el('td', { text: dayAndTime(new Date(line.time)) }),
      el(`td.detail${line.failed ? '.failed' : ''}`, { text: line.message })));
  }
  sections.push(c.log.length ? log : el('div.empty-note', { text: 'Nothing yet.' }));
  return sections;
}

/** The control gallery: every control of every bundle; pick a size in Control Center, then add. */
export async function openControlGallery(view, spot) {
  const gallery = await get('/api/gallery');
  const backdrop = document.getElementById('gallery');
  document.getElementById('gallery-title').textContent = 'Add a control';
  const select = document.getElementById('gallery-place');
  const spots = { controlCenter: 'Control Center', lockScreenLeading: 'Lock Screen (left)', lockScreenTrailing: 'Lock Screen (right)', actionButton: 'Action button' };
  select.replaceChildren(...Object.entries(spots).map(([v, t]) => el('option', { value: v, text: t })));
  select.value = spot;
  const fill = () => {
    const chosen = select.value;
    const cards = [];
    for (const bundle of gallery.bundles) {
      for (const control of bundle.controls ?? []) {
        let size = 'small';
        const chips = el('div.family-chips');
        if (chosen === 'controlCenter') {
          for (const s of ['small', 'medium', 'large']) {
            chips.append(el(`button${s === size ? '.on' : ''}`, {
              dataset: { size: s },
              onclick: () => { size = s; for (const b of chips.children) b.classList.toggle('on', b.dataset.size === s); },
            }, s));
          }
        }
        cards.push(el('article.gallery-card', { dataset: { kind: control.kind, bundle: bundle.name, control: '' } },
          el('div', {}, el('h4', { text: control.displayName }), el('div.bundle', { text: `${bundle.name} · ${control.kind} · ${control.template ?? 'control'}` })),
          el('p', { text: control.description || 'No description.' }),
          chips,
          el('button.primary.add', {
            onclick: async () => {
              const body = { bundle: bundle.name, kind: control.kind, spot: chosen, size };
              // promptsForUserConfiguration(): the options are chosen before the control is placed.
              if (control.promptsForUserConfiguration) {
                body.configuration = await askConfiguration({
                  source: `/api/parameters?bundle=${encodeURIComponent(bundle.name)}&kind=${encodeURIComponent(control.kind)}`,
                  title: control.displayName, action: `Add to ${spots[chosen]}`,
                });
                if (body.configuration === null) return;
              }
              if (await view.addControl(body)) backdrop.hidden = true;
            },
          }, `Add to ${spots[chosen]}`)));
      }
    }
    document.getElementById('gallery-body').replaceChildren(...(cards.length ? cards
      : [el('div.empty-note', { text: 'No bundle of this simulator has controls.' })]));
  };
  select.onchange = fill;
  fill();
  backdrop.hidden = false;
  document.getElementById('close-gallery').onclick = () => { backdrop.hidden = true; };
  backdrop.onclick = (e) => { if (e.target === backdrop) backdrop.hidden = true; };
}

/** Places `items` ({ c, r } spans) on pages of `columns` × `rows` cells, each at the first free cell. */
function paginate(items, columns, rows) {
  const pages = [];
  const put = (page, item) => {
    for (let row = 0; row + item.r <= rows; row++) {
      for (let column = 0; column + item.c <= columns; column++) {
        let free = true;
        for (let y = row; y < row + item.r && free; y++) for (let x = column; x < column + item.c; x++) if (page.taken.has(y * columns + x)) free = false;
        if (!free) continue;
        for (let y = row; y < row + item.r; y++) for (let x = column; x < column + item.c; x++) page.taken.add(y * columns + x);
        page.items.push({ ...item, row, column });
        return true;
      }
    }
    return false;
  };
  for (const item of items) {
    if (pages.some(page => put(page, item))) continue;
    const page = { taken: new Set(), items: [] };
    pages.push(page);
    put(page, item);
  }
  return pages.map(page => page.items);
}
