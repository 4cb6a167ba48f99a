// inspector.js — the selected widget in detail: timeline (entries with dates and relevance, the
// current one marked), reload log with reasons, budget bar, the stack's Smart Rotate reason and
// scores, archive tree, last error.

import { el, dayAndTime, relative, familyNames, placeNames } from './util.js';
import { frameURL } from './api.js';

export function renderInspector(panel, data, view) {
  if (!data) {
    panel.hidden = true;
    panel.replaceChildren();
    return;
  }
  panel.hidden = false;
  const w = data.widget;
  const now = view.clockNow();
  const preview = w.frame ? el('img', { src: frameURL(w.id, view.frames.get(w.id) ?? w.frame, 2), alt: '' }) : null;
  const moveTargets = Object.keys(placeNames);
  const head = el('div.insp-head', {},
    preview,
    el('div.meta', {},
      el('h2', { text: w.displayName }),
      el('div.sub', { text: `${w.bundle} · ${w.kind}` }),
      el('div.sub', { text: `${familyNames[w.family] ?? w.family} on the ${placeNames[w.place] ?? w.place} · #${w.id}` })),
    el('button.insp-close', { title: 'Close', onclick: () => view.select(null), text: '✕' }));
  const actions = el('div.insp-actions', {},
    el('button', { onclick: () => view.reload(w.id), title: 'As WidgetCenter.reloadTimelines from the app in the background: charged' }, '↻ Reload'),
    data.configurable ? el('button.edit-widget', { onclick: () => view.editWidget(w.id, w.displayName), title: 'Choose its options (its configuration intent)' }, 'Edit Widget') : null,
    el('select', {
      title: 'Move to another place',
      onchange: (e) => { if (e.target.value) view.move(w.id, { place: e.target.value }); },
    }, el('option', { value: '', text: 'Move to…' }),
      ...moveTargets.filter(p => p !== w.place).map(p => el('option', { value: p, text: placeNames[p] }))),
    el('button.danger', { onclick: () => view.remove(w.id) }, 'Remove'));

  const sections = [head, actions];
  // A widget a suggestion put into the stack (issue 13): it leaves when its window ends.
  if (w.suggestedUntil) {
    sections.push(el('div.suggested', {},
      el('span', { text: `Suggested until ${dayAndTime(new Date(w.suggestedUntil))}` }),
      el('button.keep', { onclick: () => view.keep(w.id), title: 'Keep it in the stack after its suggestion ends' }, 'Keep'),
      el('button.danger.dismiss', { onclick: () => view.remove(w.id), title: 'Take it out now' }, 'Remove')));
  }
  // The watch Smart Stack (issue 13): why it lists this widget (a relevance card's window).
  if (w.watchStackReason) {
    sections.push(el('h3', { text: 'Watch Smart Stack' }), el('div.stack-reason', { text: w.watchStackReason }));
  }
  if (data.lastError) {
    sections.push(el('h3', { text: 'Last error' }),
      el('div.error-box', {}, el('b', { text: dayAndTime(new Date(data.lastError.time)) + ' ' }), data.lastError.message));
  }

  // Budget
  const b = data.budget;
  const fraction = b.limit > 0 ? b.remaining / b.limit : 0;
  sections.push(el('h3', { text: 'Budget' }),
    el(`div.budget-bar${fraction < 0.2 ? '.low' : ''}`, {}, el('div', { style: { width: `${Math.round(fraction * 100)}%` } })),
    el('div.budget-text', {},
      el('span', { text: b.developerMode ? 'Developer mode: nothing is charged' : `${b.remaining} of ${b.limit} reloads left` }),
      el('span', { text: `rolling ${Math.round(b.window / 3600)} h` })));

  // Smart Stack: why the stack's top is on top, and each member's score.
  if (data.stack) {
    const s = data.stack;
    const last = s.lastRotation
      ? `last rotation ${dayAndTime(new Date(s.lastRotation))}: ${s.lastRotationReason}`
      : 'no rotation yet';
    sections.push(el('h3', { text: 'Smart Stack' }),
      el('div.stack-reason', { text: s.reason }),
      el('div.sub', { text: last }),
      el('ol.stack-scores', {}, ...s.scores.map(m => el(`li${m.id === s.top ? '.top' : ''}`, {
        text: `#${m.id} ${m.score.toFixed(2)}${m.source ? ` (${m.source})` : ''}`,
      }))));
  }

  // Timeline
  sections.push(el('h3', { text: 'Timeline' }));
  const t = data.timeline;
  if (!t) {
    sections.push(el('div.empty-note', { text: 'No timeline yet: the first reload is under way.' }));
  } else {
    const policy = t.policy === 'after' ? `.after(${dayAndTime(new Date(t.policyDate))})` : `.${t.policy}`;
    const eligible = t.eligible ? ` · reload eligible ${relative((new Date(t.eligible) - now) / 1000)}` : '';
    const stale = t.staleSince ? ' · stale' : '';
    sections.push(el('div.policy', { text: `${t.entries.length} entr${t.entries.length === 1 ? 'y' : 'ies'} · policy ${policy}${eligible}${stale} · from ${t.reason} reload` }));
    const list = el('ol.timeline');
    const start = Math.max(0, t.current - 6);
    if (start > 0) list.append(el('li.past', {}, el('span', { text: `… ${start} earlier` })));
    t.entries.slice(start, t.current + 24).forEach((entry, i) => {
      const index = start + i;
      const date = new Date(entry.date);
      const cls = index === t.current ? '.current' : index < t.current ? '.past' : '';
      list.append(el(`li${cls}`, {},
        el('span', { text: `${dayAndTime(date)}${index === t.current ? '  ◀ now' : ''}` }),
        entry.relevance !== undefined && entry.relevance !== null
          ? el('span.rel', { text: `relevance ${entry.relevance}${entry.relevanceDuration ? ` for ${relative(entry.relevanceDuration).slice(1)}` : ''}` })
          : el('span.rel', { text: relative((date - now) / 1000) })));
    });
    if (t.entries.length > t.current + 24) list.append(el('li', {}, el('span', { text: `… ${t.entries.length - t.current - 24} more` })));
    sections.push(list);
  }

  // Reload log
  sections.push(el('h3', { text: 'Reload log' }));
  if (!data.reloads.length) {
    sections.push(el('div.empty-note', { text: 'No reloads yet.' }));
  } else {
    const table = el('table.reloads');
    for (const r of data.reloads.slice(0, 40)) {
      table.append(el('tr', {},
        el('td', { text: dayAndTime(new Date(r.time)) }),
        el('td', {}, r.reason, ' ', el(r.charged ? 'span.charged' : 'span.free', { text: r.charged ? 'charged' : 'free' })),
        el(`td.outcome.${r.outcome}`, { text: r.outcome })));
      if (r.detail) table.append(el('tr', {}, el('td.detail', { colspan: 3, text: r.detail })));
    }
    sections.push(table);
  }

  // Archive tree
  sections.push(el('h3', { text: 'Archive' }));
  if (data.widgetURL) sections.push(el('div.policy', { text: `widgetURL ${data.widgetURL}` }));
  sections.push(data.archive ? el('div.tree', {}, treeNode(data.archive, 0)) : el('div.empty-note', { text: 'No archive yet.' }));

  const scroll = panel.scrollTop;
  panel.replaceChildren(...sections);
  panel.scrollTop = scroll;
}

function treeNode(node, depth) {
  const line = [el('span.k', { text: node.kind }), ' ', el('span.f', { text: `[${node.frame.join(' ')}]` })];
  if (node.label) line.push(' ', el('span.l', { text: JSON.stringify(node.label) }));
  for (const tag of node.tags) line.push(' ', el('span.t', { text: tag }));
  if (!node.children.length) return el('div.leaf', {}, ...line);
  const details = el('details', { open: depth < 3 ? true : undefined }, el('summary', {}, ...line));
  for (const child of node.children) details.append(treeNode(child, depth + 1));
  return details;
}
