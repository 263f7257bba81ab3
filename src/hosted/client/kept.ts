// What this browser keeps for the hosted editor (drafts, pictures): in IndexedDB, each write committed with strict
// durability, on disk before it is said kept (localStorage reached the disk up to ~3 s later: a browser that died
// then lost the last words typed). Read from memory once loaded, so the form reads them as it renders.
const NAME = 'hosted-editor';
const STORE = 'kept';
const memory = new Map<string, unknown>();
let database: IDBDatabase | undefined;

const settled = <T>(request: IDBRequest<T>) =>
  new Promise<T>((done, fail) => {
    request.onsuccess = () => done(request.result);
    request.onerror = () => fail(request.error);
  });

/** Opens the store and reads it into memory; entries an earlier version kept in localStorage move into it. */
export async function loadKept(): Promise<void> {
  const opening = indexedDB.open(NAME, 1);
  opening.onupgradeneeded = () => opening.result.createObjectStore(STORE);
  database = await settled(opening);
  const store = database.transaction(STORE, 'readonly').objectStore(STORE);
  const [keys, values] = await Promise.all([settled(store.getAllKeys()), settled(store.getAll())]);
  for (const [index, key] of keys.entries()) memory.set(String(key), values[index]);
  for (const key of Object.keys(localStorage).filter((name) => /^hosted-(draft|picture):/.test(name))) {
    const text = localStorage.getItem(key) ?? '';
    if (!memory.has(key)) await keep(key, key.startsWith('hosted-draft:') ? JSON.parse(text) : text);
    localStorage.removeItem(key);
  }
}

export const keptValue = (key: string): unknown => memory.get(key);
/** The keys kept under `prefix`, without it, sorted (a proposal lists its files in the same order in every browser). */
export const keptKeys = (prefix: string): string[] =>
  [...memory.keys()]
    .filter((key) => key.startsWith(prefix))
    .map((key) => key.slice(prefix.length))
    .sort();

/** Keeps `value` (undefined: forgets it) in memory at once and on disk; settles once the disk holds it. */
export function keep(key: string, value: unknown): Promise<void> {
  if (value === undefined) memory.delete(key);
  else memory.set(key, value);
  if (!database) return Promise.reject(new Error('the browser’s store is not open'));
  const transaction = database.transaction(STORE, 'readwrite', { durability: 'strict' });
  const store = transaction.objectStore(STORE);
  if (value === undefined) store.delete(key);
  else store.put(value, key);
  return new Promise((done, fail) => {
    transaction.oncomplete = () => done();
    transaction.onerror = transaction.onabort = () => fail(transaction.error ?? new Error('not kept'));
  });
}
