import JSON5 from 'json5';
import { CliInputError } from './cli-input-error.ts';

/** Where a JSON5 parser stops in a text that is not JSON: its line and column, when it stops. */
function syntaxErrorPlace(text: string): { line: number; column: number; message: string } | null {
  try {
    JSON5.parse(text);
    return null;
  } catch (error) {
    const { lineNumber, columnNumber, message } = error as SyntaxError & {
      lineNumber?: number;
      columnNumber?: number;
    };
    if (lineNumber === undefined || columnNumber === undefined) return null;
    return { line: lineNumber, column: columnNumber, message: message.replace(/^JSON5: /, '') };
  }
}

/**
 * The file's JSON (strict JSON.parse). A syntax error is an input error at its line and column: Node's
 * JSON.parse does not always say where, so the place comes from json5's parser (decision 174); for a text
 * json5 accepts but JSON does not (a trailing comma, a comment) the parser's own message is given.
 */
export function parseJsonText(text: string, fileName: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    const place = syntaxErrorPlace(text);
    const issue = place
      ? { where: `${fileName}:${place.line}:${place.column}`, message: place.message }
      : { where: fileName, message: error instanceof Error ? error.message : String(error) };
    throw new CliInputError(`${fileName} is not valid JSON.`, [issue]);
  }
}
