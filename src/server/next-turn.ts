/**
 * Yields to the event loop: setImmediate in Node, a zero timeout where there is none (a browser).
 */
export function nextTurn(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof setImmediate === "function") setImmediate(resolve);
    else setTimeout(resolve, 0);
  });
}
