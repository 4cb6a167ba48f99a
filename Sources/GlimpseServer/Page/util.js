// util.js — small helpers: elements, dates, toasts.

/** Makes an element: el('div.cls#id', {attr: value}, children…). */
export function el(spec, attrs = {}, ...children) {
  const [tagAndClasses, id] = spec.split('#');
  const [tag, ...classes] = tagAndClasses.split('.');
  const node = document.createElement(tag || 'div');
  if (classes.length) node.className = classes.join(' ');
  if (id) node.id = id;
  for (const [key, value] of Object.entries(attrs)) {
    if (value === undefined || value === null || value === false) continue;
    if (key === 'style' && typeof value === 'object') Object.assign(node.style, value);
    else if (key.startsWith('on')) node.addEventListener(key.slice(2), value);
    else if (key === 'text') node.textContent = value;
    else if (key === 'dataset') Object.assign(node.dataset, value);
    else node.setAttribute(key, value === true ? '' : value);
  }
  for (const child of children.flat()) {
    if (child === null || child === undefined || child === false) continue;
    node.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return node;
}

export function time(date, seconds = true) {
  return date.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit', second: seconds ? '2-digit' : undefined });
}

export function shortTime(date) {
  return date.toLocaleTimeString([], { hour: 'numeric', minute: '2-digit' }).replace(/\s?[AP]M$/i, '');
}

export function dayAndTime(date) {
  return date.toLocaleString([], { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', second: '2-digit' });
}

export function relative(seconds) {
  const a = Math.abs(seconds);
  const sign = seconds < 0 ? '−' : '+';
  if (a < 60) return `${sign}${Math.round(a)} s`;
  if (a < 3600) return `${sign}${Math.round(a / 60)} min`;
  if (a < 86400 * 2) return `${sign}${(a / 3600).toFixed(a < 36000 ? 1 : 0)} h`;
  return `${sign}${(a / 86400).toFixed(1)} d`;
}

export function toast(message, kind = '') {
  const box = document.getElementById('toasts');
  const node = el(`div.toast${kind ? '.' + kind : ''}`);
  if (message instanceof Node) node.append(message); else node.textContent = message;
  box.append(node);
  setTimeout(() => node.remove(), kind === 'error' ? 6000 : 3500);
}

export const familyNames = {
  systemSmall: 'Small', systemMedium: 'Medium', systemLarge: 'Large', systemExtraLarge: 'Extra Large',
  accessoryCircular: 'Circular', accessoryRectangular: 'Rectangular', accessoryInline: 'Inline', accessoryCorner: 'Corner',
};

export const placeNames = {
  homeScreen: 'Home Screen', lockScreen: 'Lock Screen', standBy: 'StandBy', watchFace: 'Watch Face',
  watchSmartStack: 'Smart Stack',
};

export const typeSizes = ['xSmall', 'small', 'medium', 'large', 'xLarge', 'xxLarge', 'xxxLarge',
  'accessibility1', 'accessibility2', 'accessibility3', 'accessibility4', 'accessibility5'];

export function typeLabel(name) {
  return name.startsWith('accessibility') ? 'AX' + name.slice('accessibility'.length)
    : name.replace(/^x+/, m => m.toUpperCase()).replace(/^(XX*)([a-z])/, (m, x, c) => x + c.toUpperCase())
      .replace(/^([a-z])/, c => c.toUpperCase());
}
