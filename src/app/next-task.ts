// Yields to the browser: what follows runs in a new task, so a tap or a frame can come first (no long task).
export const nextTask = (): Promise<void> => new Promise((resume) => setTimeout(resume));
