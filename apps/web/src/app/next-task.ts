/**
 * Resolves in a new task of the browser's event loop, so the work after it does not add to
 * the task before: long tasks hold the page (a tap waits until they end), short ones do not.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
