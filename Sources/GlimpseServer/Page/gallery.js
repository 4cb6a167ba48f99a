// gallery.js — iOS's widget gallery: every kind of every bundle with its snapshot, display name
// and description; pick a family the chosen place holds, then add it. With the phone's places,
// the bundles' Live Activities, to start (activities.js).

import { el, familyNames, placeNames } from './util.js';
import { get } from './api.js';
import { activityGalleryCards } from './activities.js';

let gallery = null;

export async function openGallery(view, place = 'homeScreen', family = null) {
  const backdrop = document.getElementById('gallery');
  const select = document.getElementById('gallery-place');
  if (!gallery) gallery = await get('/api/gallery');
  document.getElementById('gallery-title').textContent = 'Add a widget';
  select.replaceChildren(...view.placeList().map(p => el('option', { value: p, text: placeNames[p] ?? p })));
  select.value = place;
  select.onchange = () => fill(view, select.value, null);
  backdrop.hidden = false;
  fill(view, place, family);
  document.getElementById('close-gallery').onclick = () => closeGallery();
  backdrop.onclick = (e) => { if (e.target === backdrop) closeGallery(); };
}

export function closeGallery() {
  document.getElementById('gallery').hidden = true;
}

export function forgetGallery() { gallery = null; }

function fill(view, place, preferred) {
  const body = document.getElementById('gallery-body');
  const ratio = Math.min(3, Math.max(1, Math.round(devicePixelRatio * 2) / 2));
  const cards = [];
  for (const bundle of gallery.bundles) {
    for (const widget of bundle.widgets) {
      const fits = widget.families.filter(f => (widget.places[f] ?? []).includes(place));
      if (!fits.length) continue;
      let family = preferred && fits.includes(preferred) ? preferred : fits[0];
      const image = el('img', { alt: `${widget.displayName} preview` });
      const preview = el(`div.preview${place === 'homeScreen' ? '' : '.dark'}`, {}, image);
      const chips = el('div.family-chips');
      const show = () => {
        image.src = `/api/gallery/snapshot?bundle=${encodeURIComponent(bundle.name)}&kind=${encodeURIComponent(widget.kind)}` +
          `&family=${family}&place=${place}&dpr=${ratio}`;
        for (const chip of chips.children) chip.classList.toggle('on', chip.dataset.family === family);
      };
      for (const f of widget.families) {
        chips.append(el('button', {
          dataset: { family: f }, disabled: !fits.includes(f),
          title: fits.includes(f) ? '' : `the ${placeNames[place]} has no ${familyNames[f] ?? f} slot`,
          onclick: () => { family = f; show(); },
        }, familyNames[f] ?? f));
      }
      show();
      image.onerror = () => preview.replaceChildren(el('span.empty-note', { text: 'no snapshot' }));
      cards.push(el('article.gallery-card', { dataset: { kind: widget.kind, bundle: bundle.name } },
        preview,
        el('div', {}, el('h4', { text: widget.displayName }), el('div.bundle', { text: `${bundle.name} · ${widget.kind}` })),
        el('p', { text: widget.description || 'No description.' }),
        chips,
        el('button.primary.add', {
          onclick: async () => {
            if (await view.add({ bundle: bundle.name, kind: widget.kind, family, place })) closeGallery();
          },
        }, `Add to ${placeNames[place] ?? place}`)));
    }
  }
  // Live Activities are the phone's: offered with its Home Screen and Lock Screen.
  if (place === 'homeScreen' || place === 'lockScreen') cards.push(...activityGalleryCards(gallery, view, closeGallery));
  body.replaceChildren(...(cards.length ? cards : [el('div.empty-note', { text: `No widget of these bundles fits the ${placeNames[place]}.` })]));
}
