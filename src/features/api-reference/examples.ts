/** The examples the reference shows for a body, a response or a parameter, and an example's value as a code block. */
import {resolve, type ExampleObject, type OpenApiDocument, type Schema} from './openapi';

export interface Example {
  /** The example's summary (or its key when it has none); none for a lone `example`. */
  title?: string;
  description?: string;
  value?: unknown;
  /** A URL to the example, for an `externalValue`. */
  externalValue?: string;
  /** Where it came from: the media type (`examples`, `example`) or the schema. */
  source: 'examples' | 'example' | 'schema';
}

/**
 * The examples to show for a request body, a response or a parameter, in
 * this order of preference: the named `examples` (all of them, in order,
 * references resolved), else the single `example`, else the schema's own
 * `example` or first of its `examples`. Nothing is made up from the schema:
 * where the description gives no example, none is shown.
 */
export function selectExamples(
  doc: OpenApiDocument,
  media: {example?: unknown; examples?: Record<string, ExampleObject>; schema?: Schema},
): Example[] {
  if (media.examples && Object.keys(media.examples).length > 0) {
    return Object.entries(media.examples).map(([key, raw]) => {
      const e = resolve(doc, raw);
      return {
        title: e.summary?.trim() || key,
        description: e.description,
        value: e.value,
        externalValue: e.externalValue,
        source: 'examples' as const,
      };
    });
  }
  if (media.example !== undefined) return [{value: media.example, source: 'example'}];
  if (media.schema) {
    const schema = resolve(doc, media.schema);
    if (schema.example !== undefined) return [{value: schema.example, source: 'schema'}];
    if (schema.examples?.length) return [{value: schema.examples[0], source: 'schema'}];
  }
  return [];
}

/** Whether a media type carries JSON (`application/json`, `application/problem+json`, ...). */
export function isJsonMedia(mediaType: string): boolean {
  return /^application\/(?:[\w.-]+\+)?json\b/i.test(mediaType.trim());
}

/**
 * An example's value as the text of a code block, and the block's language:
 * pretty JSON for JSON media types (and for any value that is not a string),
 * the text itself otherwise.
 */
export function exampleCode(mediaType: string, value: unknown): {lang: string; code: string} {
  if (isJsonMedia(mediaType) || typeof value !== 'string') return {lang: 'json', code: JSON.stringify(value, null, 2)};
  if (/yaml/i.test(mediaType)) return {lang: 'yaml', code: value};
  return {lang: 'text', code: value};
}
