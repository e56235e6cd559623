/** The part of jsonexport (react-admin's CSV writer, no types of its own) that the export uses. */
declare module 'jsonexport/dist' {
  interface JsonExportOptions {
    headers?: string[];
    rowDelimiter?: string;
  }
  export default function jsonExport(rows: object[], options?: JsonExportOptions): Promise<string>;
}
