/**
 * A promise settled in a task of its own: awaited between two pieces of the website's start, it
 * gives the browser the main thread between them (decisions 040, 044, 050 and 055). A message,
 * unlike a timer, is not slowed in a background tab; a timer serves where there is no message
 * channel (the client tests' jsdom). The channel is closed once used: an open port would keep a
 * Node.js process (the server renders the pages too) alive.
 */
export const nextTask = () =>
  new Promise<void>((resolve) => {
    if (typeof MessageChannel === 'undefined') {
      setTimeout(resolve, 0);
      return;
    }
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
