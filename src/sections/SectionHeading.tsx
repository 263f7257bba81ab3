// The h2 and optional intro that open most sections.
export function SectionHeading({ heading, intro, id }: { heading?: string; intro?: string; id?: string }) {
  if (!heading && !intro) return null;
  return (
    <div className="section__head">
      {heading && (
        <h2 className="section__title" id={id}>
          {heading}
        </h2>
      )}
      {intro && <p className="section__intro">{intro}</p>}
    </div>
  );
}
