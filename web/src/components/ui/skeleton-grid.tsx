/** Placeholder cards of the same shape as the real ones, so the page does not jump when data arrives. */
export function SkeletonGrid({ count, columns, shape }: { count: number; columns: 2 | 3 | 4; shape: 'campaign' | 'book' }) {
  return (
    <div className={`grid grid--${columns}`} aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className={`skeleton skeleton--${shape}`}>
          <div className="skeleton__media" />
          <div className="skeleton__line" />
          <div className="skeleton__line skeleton__line--short" />
        </div>
      ))}
    </div>
  );
}
