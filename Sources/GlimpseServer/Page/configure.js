// configure.js — the configuration form (issue 12): one form for a control whose configuration
// prompts when it is added (promptsForUserConfiguration) and for a widget's "Edit Widget". It
// lists the configuration intent's parameters as the bundle describes them (GET …/parameters:
// an entity's choices are its query's suggestedEntities(), an enum's its cases) and resolves to
// the chosen configuration as JSON text, or null when cancelled or when the bundle failed (the
// form then says why, and nothing is stored).

import { el } from './util.js';
import { get } from './api.js';

/** Asks for a configuration. `source` is the parameters URL; `action` names the button. */
export async function askConfiguration({ source, title, action }) {
  const backdrop = document.getElementById('configure');
  const form = document.getElementById('configure-form');
  document.getElementById('configure-title').textContent = title;
  form.replaceChildren(el('div.empty-note', { text: 'Asking the bundle for the options…' }));
  backdrop.hidden = false;
  return new Promise((resolve) => {
    const close = (value) => { backdrop.hidden = true; form.onsubmit = null; resolve(value); };
    document.getElementById('close-configure').onclick = () => close(null);
    backdrop.onclick = (e) => { if (e.target === backdrop) close(null); };
    get(source).then((answer) => {
      const fields = answer.parameters.map(field);
      const cancel = el('button', { type: 'button', onclick: () => close(null) }, 'Cancel');
      form.replaceChildren(
        ...answer.warnings.map(w => el('div.error-box.configure-warning', { text: w })),
        ...(fields.length ? fields.map(f => f.node) : [el('div.empty-note', { text: `${answer.title} has no parameters.` })]),
        el('div.configure-actions', {}, cancel, el('button.primary', { type: 'submit' }, action)));
      form.onsubmit = (e) => {
        e.preventDefault();
        try {
          const chosen = {};
          for (const f of fields) { const value = f.read(); if (value !== undefined) chosen[f.name] = value; }
          close(JSON.stringify(chosen));
        } catch (error) {
          form.prepend(el('div.error-box', { text: error.message }));
        }
      };
    }).catch((error) => {
      form.replaceChildren(
        el('div.error-box.configure-error', { text: `Could not list the options: ${error.message}` }),
        el('div.configure-actions', {}, el('button', { type: 'button', onclick: () => close(null) }, 'Close')));
    });
  });
}

/** One parameter's field: a picker for choices, a switch, a number or text box, else JSON. */
function field(p) {
  const id = `configure-${p.name}`;
  let input;
  let read;
  if (p.options && !p.isArray) {
    const options = p.options.map((o, i) => el('option', { value: String(i), text: o.subtitle ? `${o.title} — ${o.subtitle}` : o.title }));
    if (p.isOptional) options.unshift(el('option', { value: 'none', text: 'None' }));
    input = el('select', { id, name: p.name }, ...options);
    const index = p.options.findIndex(o => JSON.stringify(o.value) === JSON.stringify(p.value));
    input.value = index >= 0 ? String(index) : p.isOptional ? 'none' : '0';
    if (!p.options.length && !p.isOptional) input.append(el('option', { value: 'keep', text: 'No suggestions' }));
    read = () => input.value === 'none' ? null : input.value === 'keep' ? p.value ?? undefined : p.options[Number(input.value)].value;
  } else if (p.kind === 'boolean' && !p.isArray) {
    input = el('input.switch', { id, name: p.name, type: 'checkbox', role: 'switch' });
    input.checked = p.value === true;
    read = () => input.checked;
  } else if ((p.kind === 'integer' || p.kind === 'number') && !p.isArray) {
    input = el('input', { id, name: p.name, type: 'number', step: p.kind === 'integer' ? '1' : 'any', value: p.value ?? '' });
    read = () => input.value === '' ? (p.isOptional ? null : undefined) : Number(input.value);
  } else if ((p.kind === 'string' || p.kind === 'url') && !p.isArray) {
    input = el('input', { id, name: p.name, type: p.kind === 'url' ? 'url' : 'text', value: p.value ?? '' });
    read = () => input.value === '' && p.isOptional ? null : input.value;
  } else {
    input = el('textarea', { id, name: p.name, rows: 2, text: p.value === undefined ? '' : JSON.stringify(p.value) });
    read = () => {
      if (input.value.trim() === '') return undefined;
      try { return JSON.parse(input.value); } catch { throw new Error(`${p.title}: '${input.value}' is not JSON`); }
    };
  }
  const node = el('label.configure-field', { for: id },
    el('span', { text: p.title, title: `${p.name}: ${p.type}${p.isArray ? ' (array)' : ''}${p.isOptional ? ', optional' : ''}` }),
    input,
    p.summary ? el('small', { text: p.summary }) : null);
  return { name: p.name, node, read };
}
