// A tool that takes the map's clicks for itself (drawing: each click places a point) keeps a
// click from also opening a popup or the point's details (spec 01 §2) while it holds a claim.

let claims = 0;

/** Takes the map's clicks until the returned release is called (once; later calls do nothing). */
export function claimMapClicks(): () => void {
  claims += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    claims -= 1;
  };
}

/** Whether a tool holds the map's clicks now. */
export function mapClicksClaimed(): boolean {
  return claims > 0;
}
