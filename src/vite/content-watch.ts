// Tells the dev server when a content file (site.yaml, pages/*.yaml, pages/blog/*.yaml) is written, added or removed.
import { type FSWatcher, watch } from 'node:fs';
import { join } from 'node:path';

/**
 * The build tool's file watcher reads a watched folder again after every event in it (one stat per file: a thousand
 * for a thousand pages, on every save). The content needs less: the operating system's own events on three folders,
 * by name. Events of one save (truncate, write, rename by an editor) are taken together: the callback runs once,
 * `settle` milliseconds after the last of them, with every content file they named.
 */
export function watchContent(root: string, onChange: (files: string[]) => void, settle = 5): { close: () => void } {
  const folders = new Map<string, FSWatcher>();
  const pending = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  const flush = () => {
    timer = undefined;
    const files = [...pending];
    pending.clear();
    onChange(files);
  };
  const note = (file: string) => {
    pending.add(file);
    if (timer) clearTimeout(timer);
    timer = setTimeout(flush, settle);
  };
  /** Watches a folder (again, when its parent says it was made or replaced). */
  const follow = (folder: string, accept: (name: string) => boolean) => {
    folders.get(folder)?.close();
    folders.delete(folder);
    try {
      const watcher = watch(join(root, folder), { persistent: false }, (_event, name) => {
        if (name === null) return;
        const file = folder === '' ? String(name) : `${folder}/${String(name)}`;
        if (folder === 'pages' && String(name) === 'blog') follow('pages/blog', isContent);
        if (folder === '' && String(name) === 'pages') follow('pages', isContent);
        if (accept(String(name))) note(file);
      });
      watcher.on('error', () => {
        watcher.close();
        folders.delete(folder);
      });
      folders.set(folder, watcher);
    } catch {
      // The folder does not exist yet: its parent's watcher starts this one when it appears.
    }
  };
  follow('', (name) => name === 'site.yaml');
  follow('pages', isContent);
  follow('pages/blog', isContent);
  return {
    close() {
      if (timer) clearTimeout(timer);
      for (const watcher of folders.values()) watcher.close();
      folders.clear();
    },
  };
}

/** The names the loader reads or reports (a .yml file is listed as a problem, so it counts as content too). */
const isContent = (name: string) => /\.ya?ml$/i.test(name);
