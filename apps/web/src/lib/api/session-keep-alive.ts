/**
 * The keep-alive flag of spec §4 Session time-out: while any part of the page holds it (a
 * long download, a progress dialog), the idle time-out extends the session instead of
 * signing out. Hold it with `holdSessionOpen()` and call the returned function when done.
 */
let holders = 0;

export function holdSessionOpen(): () => void {
  holders += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holders -= 1;
  };
}

export function isSessionHeldOpen(): boolean {
  return holders > 0;
}
