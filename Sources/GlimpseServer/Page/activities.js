// activities.js — Live Activities on the simulated phone (Docs/SimulatorAPI.md "Live Activities"):
// each shown one's banner on the Lock Screen (above the two bottom buttons, newest nearest the
// clock), the most relevant running one in the Dynamic Island (compact; a click opens it
// expanded), an inspector to change its content state or end it, and the gallery's cards that
// start one from a bundle's #Preview. The drawings are the bundle's, from the server.

import { el } from './util.js';

/** The frame URL of an activity's presentation at this page's pixel density. */
function activityURL(a, presentation, ratio) {
  return `/frames/activity.png?id=${encodeURIComponent(a.id)}&presentation=${presentation}` +
    `&v=${encodeURIComponent(a.version)}&dpr=${ratio}`;
}

function sizeOf(a, presentation) {
  return a.presentations.find(p => p.name === presentation);
}

/** The Lock Screen's banners, or null when no activity is shown. */
export function activityBanners(payload, view) {
  const shown = (payload.activities ?? []).filter(a => a.version && sizeOf(a, 'content'));
  if (!shown.length) return null;
  // iOS lists Live Activities above the notifications, at the bottom of the Lock Screen.
  const list = el('div.activity-banners');
  for (const a of shown.slice(-2).reverse()) {
    const size = sizeOf(a, 'content');
    const img = el('img', {
      src: activityURL(a, 'content', view.ratio()), alt: `${a.attributesType} Live Activity`,
      style: { width: `${size.width}px`, height: `${size.height}px` },
    });
    list.append(el(`button.activity-banner${a.life === 'ended' ? '.ended' : ''}${view.selectedActivity === a.id ? '.selected' : ''}`, {
      title: `${a.attributesType} (${a.life}): click for its state`, dataset: { activity: a.id },
      onclick: () => view.selectActivity(a.id),
    }, img));
  }
  return list;
}

/**
 * The Dynamic Island with the most relevant running activity (compact, or expanded after a
 * click), or null when none runs: the page's plain island is drawn then.
 */
export function islandActivity(payload, view) {
  const running = (payload.activities ?? []).filter(a => a.life !== 'ended' && a.version);
  if (!running.length) return null;
  const top = [...running].sort((x, y) => y.relevanceScore - x.relevanceScore || Date.parse(y.started) - Date.parse(x.started))[0];
  const presentation = view.expandedActivity === top.id ? 'dynamicIsland.expanded' : 'dynamicIsland.compact';
  const size = sizeOf(top, presentation);
  if (!size) return null;
  const img = el('img', {
    src: activityURL(top, presentation, view.ratio()), alt: `${top.attributesType} in the Dynamic Island`,
    style: { width: `${size.width}px`, height: `${size.height}px` },
  });
  return el('button.island-activity', {
    title: presentation.endsWith('expanded') ? 'Click to close' : 'Click to expand (as a touch and hold does)',
    dataset: { activity: top.id, presentation },
    onclick: (event) => {
      event.stopPropagation();
      view.expandedActivity = view.expandedActivity === top.id ? null : top.id;
      view.redraw();
    },
  }, img, running.length > 1 ? el('span.island-count', { text: `+${running.length - 1}` }) : null);
}

/** The inspector's sections for activity `a`. */
export function activityInspector(a, view) {
  const size = sizeOf(a, 'content');
  const head = el('div.insp-head', {},
    a.version && size ? el('img', { alt: '', src: activityURL(a, 'content', 2) }) : null,
    el('div.meta', {},
      el('h2', { text: a.attributesType }),
      el('div.sub', { text: `${a.bundle ?? 'no bundle'} · Live Activity · ${a.life}` }),
      el('div.sub', { text: a.id })),
    el('button.insp-close', { title: 'Close', onclick: () => view.selectActivity(null), text: '✕' }));
  const state = el('textarea.activity-state', { rows: 5, spellcheck: false });
  state.value = pretty(a.state);
  const ended = a.life === 'ended';
  const actions = el('div.insp-actions', {},
    el('button', { disabled: ended, onclick: () => view.updateActivity(a.id, state.value) }, '↻ Update state'),
    el('button.danger', { disabled: ended, onclick: () => view.endActivity(a.id) }, 'End'));
  const facts = [
    ['Life', ended ? 'ended: on the Lock Screen until dismissed (at most 4 hours)' : a.life === 'stale' ? 'stale (past its stale date)' : 'running'],
    ['Started', new Date(a.started).toLocaleString()],
    ['Updated', new Date(a.updated).toLocaleString()],
    ['Relevance', String(a.relevanceScore)],
    ['Attributes', a.attributes],
  ];
  const sections = [head, el('h3', { text: 'Content state (JSON)' }), state, actions,
    el('table.control-facts', {}, ...facts.map(([k, v]) => el('tr', {}, el('th', { text: k }), el('td', { text: v }))))];
  if (a.error) sections.push(el('h3', { text: 'Last error' }), el('div.error-box', { text: a.error }));
  return sections;
}

/** The gallery's cards that start each bundle's Live Activities. */
export function activityGalleryCards(gallery, view, close) {
  const cards = [];
  for (const bundle of gallery.bundles) {
    for (const type of bundle.activities ?? []) {
      cards.push(el('article.gallery-card.activity-card', { dataset: { activity: type, bundle: bundle.name } },
        el('div', {}, el('h4', { text: type }), el('div.bundle', { text: `${bundle.name} · Live Activity` })),
        el('p', { text: 'Starts it from the bundle\'s first #Preview: its banner on the Lock Screen, and the Dynamic Island.' }),
        el('button.primary.add', {
          onclick: async () => { if (await view.startActivity({ bundle: bundle.name, attributesType: type })) close(); },
        }, 'Start Live Activity')));
    }
  }
  return cards;
}

function pretty(json) {
  try { return JSON.stringify(JSON.parse(json), null, 2); } catch { return json; }
}
