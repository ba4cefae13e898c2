/** Resolves in a task of its own: the browser may paint and handle input before what follows runs. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * A lazily loaded module, handed over a task after it ran: its first render then does not add to
 * the long task that evaluated it (issue #20, Total Blocking Time).
 */
export async function afterNextTask<T>(module: Promise<T>): Promise<T> {
  const loaded = await module;
  await nextTask();
  return loaded;
}
