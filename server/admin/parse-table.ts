// Reads an import file into plain records: a JSON array of objects, or CSV with a header row (RFC 4180).

/** One input row: column name -> raw value, with its 1-based row number for error messages. */
export type RawRow = {row: number; values: Record<string, unknown>};

/** Splits CSV text into rows of fields; quotes may hold commas, newlines and doubled quotes. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let field = '';
  let row: string[] = [];
  let quoted = false;
  const input = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < input.length; i++) {
    const char = input[i]!;
    if (quoted) {
      if (char === '"' && input[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"' && field === '') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && input[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  if (quoted) throw new Error('The CSV file ends inside a quoted value: a closing " is missing.');
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows.filter((cells) => cells.some((cell) => cell.trim() !== ''));
}

function fromCsv(text: string): RawRow[] {
  const [header, ...body] = parseCsv(text);
  if (!header) throw new Error('The CSV file is empty: it needs a header row and at least one data row.');
  const columns = header.map((name) => name.trim());
  return body.map((cells, index) => {
    if (cells.length > columns.length) {
      throw new Error(
        `Row ${index + 1}: it has ${cells.length} values but the header has ${columns.length}.`,
      );
    }
    return {
      row: index + 1,
      values: Object.fromEntries(columns.map((name, column) => [name, cells[column] ?? ''])),
    };
  });
}

function fromJson(text: string): RawRow[] {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new Error(`The JSON file is not valid JSON: ${(error as Error).message}`);
  }
  if (!Array.isArray(data)) throw new Error('The JSON file must hold an array of rows: [{...}, {...}].');
  return data.map((values, index) => {
    if (!values || typeof values !== 'object' || Array.isArray(values)) {
      throw new Error(`Row ${index + 1}: each row must be an object like {"name": "..."}.`);
    }
    return {row: index + 1, values: values as Record<string, unknown>};
  });
}

/** Parses by file extension: .json or .csv. */
export function parseTable(fileName: string, text: string): RawRow[] {
  if (fileName.toLowerCase().endsWith('.json')) return fromJson(text);
  if (fileName.toLowerCase().endsWith('.csv')) return fromCsv(text);
  throw new Error(`Unknown file type "${fileName}": use a .json or .csv file.`);
}
