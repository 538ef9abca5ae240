import { Card, CardHeader } from '../../../components/ui/Card';
import type { CsvPreview } from '../utils/csv-preview';

/** The picked file's first rows, as read in the browser before anything is sent. */
export function CsvPreviewTable({ fileName, preview }: { fileName: string; preview: CsvPreview }) {
  const { columns, rows, totalRows } = preview;
  return (
    <Card role="region" aria-labelledby="csv-preview-title">
      <CardHeader
        title={<span id="csv-preview-title">Preview</span>}
        description={`${fileName}: showing ${rows.length} of ${totalRows} ${totalRows === 1 ? 'row' : 'rows'}`}
      />
      {rows.length === 0 ? (
        <p className="px-5 py-4 text-sm text-muted">The file has a header but no data rows.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="bg-surface-2 text-xs text-muted">
              <tr>
                {columns.map((column, index) => (
                  <th key={index} scope="col" className="whitespace-nowrap px-3 py-2 font-semibold">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {rows.map((row, rowIndex) => (
                <tr key={rowIndex}>
                  {row.map((cell, cellIndex) => (
                    <td key={cellIndex} className="whitespace-nowrap px-3 py-2">
                      {cell}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}
