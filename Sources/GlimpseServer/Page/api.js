// api.js — calls to the simulator's JSON API (Docs/SimulatorAPI.md). Mutating calls are POST
// with the session token the server put in the page.

const token = document.querySelector('meta[name="glimpse-token"]').content;

export class ApiError extends Error {
  constructor(message, status) {
    super(message);
    this.status = status;
  }
}

async function answer(response) {
  const text = await response.text();
  let body = null;
  try { body = text ? JSON.parse(text) : null; } catch { body = null; }
  if (!response.ok) {
    throw new ApiError(body?.error?.message ?? `${response.status} ${response.statusText}`, response.status);
  }
  return body;
}

export async function get(path) {
  return answer(await fetch(path, { headers: { Accept: 'application/json' } }));
}

export async function post(path, body = {}) {
  return answer(await fetch(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Glimpse-Token': token },
    body: JSON.stringify(body),
  }));
}

/** The URL of a widget's frame at this page's pixel density. */
export function frameURL(id, version, ratio) {
  return `/frames/${id}.png?v=${encodeURIComponent(version)}&dpr=${ratio}`;
}
