/**
 * The document target over the live video: a framed rectangle of the document's proportions, with the
 * outside darkened so the guest sees where to place it, and a scan line sweeping it (still under reduced
 * motion). Decorative; the instructions say it in words.
 */
export function DocumentTargetOverlay({ aspect }: { aspect: number }) {
  return (
    <div className="scanner-target" aria-hidden="true">
      <div
        className="scanner-target__frame"
        style={{ aspectRatio: String(aspect), ['--doc-aspect' as string]: aspect }}
      >
        <span className="scanner-target__corner scanner-target__corner--tl" />
        <span className="scanner-target__corner scanner-target__corner--tr" />
        <span className="scanner-target__corner scanner-target__corner--bl" />
        <span className="scanner-target__corner scanner-target__corner--br" />
        <span className="scanner-target__line" />
      </div>
    </div>
  );
}
