/** A titled, numbered list of the lines the server sends to explain a figure (账单说明, 余额说明, 温馨提示). */
export function ExplainSection({ title, lines }: { title: string; lines: string[] }) {
  return (
    <div className="page-section">
      <h2 className="section-title">{title}</h2>
      <ol className="query-explain">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ol>
    </div>
  );
}
