// Asks the editor's server one question of a kind at a time, and only the latest: a busy server otherwise answers every keystroke in turn (trial 9: « Vérification… » 8–10 s after the last key).

/**
 * `run` called at most once at a time. A call made while another runs waits; a newer call with the same key replaces it
 * and both get the newer one's answer (what was asked is still answered, only with what the form holds now). `settleMs`:
 * how long the form must stay still before a question goes out (a word typed is one question, not one per key).
 */
export function latestOnly<A, R>(run: (argument: A) => Promise<R>, settleMs = 0) {
  type Waiting = { argument: A; callers: { resolve: (answer: R) => void; reject: (error: unknown) => void }[] };
  const waiting = new Map<string, Waiting>();
  let running = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const next = () => {
    timer = undefined;
    if (running) return;
    const entry = waiting.entries().next();
    if (entry.done) return;
    const [key, question] = entry.value;
    waiting.delete(key);
    running = true;
    run(question.argument)
      .then(
        (answer) => {
          for (const caller of question.callers) caller.resolve(answer);
        },
        (error: unknown) => {
          for (const caller of question.callers) caller.reject(error);
        },
      )
      .finally(() => {
        running = false;
        // The next question goes at once: it has waited for this one already.
        if (timer === undefined) next();
      });
  };

  return {
    ask(argument: A, key = ''): Promise<R> {
      return new Promise<R>((resolve, reject) => {
        waiting.set(key, { argument, callers: [...(waiting.get(key)?.callers ?? []), { resolve, reject }] });
        if (timer !== undefined) clearTimeout(timer);
        timer = setTimeout(next, settleMs);
      });
    },
    /** What waits under `key` is not asked (the form went back to what is saved); its callers are never answered. */
    forget(key = '') {
      waiting.delete(key);
    },
  };
}
