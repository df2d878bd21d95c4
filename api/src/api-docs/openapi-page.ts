import type { OpenAPIObject } from '@nestjs/swagger';
import type {
  OperationObject,
  ReferenceObject,
  RequestBodyObject,
  ResponseObject,
  SchemaObject,
} from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import { escapeMarkup } from '../common/http/markup';

/** Where the page's stylesheet is served, beside the page. */
export const API_DOCS_STYLESHEET_PATH = '/api/docs/docs.css';

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

function isReference(value: SchemaObject | ReferenceObject | undefined): value is ReferenceObject {
  return value !== undefined && '$ref' in value;
}

function schemaName(reference: ReferenceObject): string {
  return reference.$ref.replace('#/components/schemas/', '');
}

function inlineMarkdown(text: string): string {
  return escapeMarkup(text).replace(/`([^`]+)`/g, '<code>$1</code>');
}

/** A schema in one line: a link to a named schema, or its type with every rule it sets. */
function typeOf(schema: SchemaObject | ReferenceObject | undefined): string {
  if (schema === undefined) return '';
  if (isReference(schema)) return `<a href="#schema-${escapeMarkup(schemaName(schema))}">${escapeMarkup(schemaName(schema))}</a>`;
  if (schema.allOf) return schema.allOf.map(typeOf).join(' with ');
  if (schema.type === 'array') return `array of ${typeOf(schema.items)}`;
  const rules: string[] = [];
  if (schema.enum) rules.push(`one of ${schema.enum.map((value) => `<code>${escapeMarkup(JSON.stringify(value))}</code>`).join(', ')}`);
  if (schema.format) rules.push(escapeMarkup(schema.format));
  if (schema.minLength !== undefined || schema.maxLength !== undefined) rules.push(`${schema.minLength ?? 0}–${schema.maxLength ?? '∞'} characters`);
  if (schema.pattern) rules.push(`matching <code>${escapeMarkup(schema.pattern)}</code>`);
  if (schema.nullable) rules.push('or null');
  const properties = schema.properties
    ? ` {${Object.entries(schema.properties)
        .map(([name, property]) => `<code>${escapeMarkup(name)}</code>: ${typeOf(property)}`)
        .join(', ')}}`
    : '';
  return `${escapeMarkup(schema.type ?? 'object')}${properties}${rules.length > 0 ? ` (${rules.join('; ')})` : ''}`;
}

function fieldsTable(schema: SchemaObject): string {
  const required = new Set(schema.required ?? []);
  const rows = Object.entries(schema.properties ?? {}).map(([name, property]) => {
    const description = !isReference(property) && property.description ? inlineMarkdown(property.description) : '';
    return `<tr><td><code>${escapeMarkup(name)}</code></td><td>${required.has(name) ? 'yes' : 'no'}</td><td>${typeOf(property)}</td><td>${description}</td></tr>`;
  });
  return `<div class="table-scroll"><table><thead><tr><th scope="col">Field</th><th scope="col">Required</th><th scope="col">Type and rules</th><th scope="col">Description</th></tr></thead><tbody>${rows.join('')}</tbody></table></div>`;
}

function resolve(document: OpenAPIObject, schema: SchemaObject | ReferenceObject | undefined): SchemaObject | undefined {
  const target = isReference(schema) ? document.components?.schemas?.[schemaName(schema)] : schema;
  return target === undefined || isReference(target) ? undefined : target;
}

function operationSection(document: OpenAPIObject, method: string, path: string, operation: OperationObject): string {
  const body = operation.requestBody as RequestBodyObject | undefined;
  const bodySchema = resolve(document, body?.content['application/json']?.schema);
  const responses = Object.entries(operation.responses ?? {}).map(([status, response]) => {
    const { description, content } = response as ResponseObject;
    const schema = content?.['application/json']?.schema;
    return `<li><strong>${escapeMarkup(status)}</strong> ${schema ? `${typeOf(schema)} — ` : ''}${inlineMarkdown(description)}</li>`;
  });
  return `<section class="operation" aria-labelledby="op-${escapeMarkup(operation.operationId ?? path)}">
<h2 id="op-${escapeMarkup(operation.operationId ?? path)}"><span class="method">${method.toUpperCase()}</span> <code>${escapeMarkup(path)}</code></h2>
${operation.summary ? `<p class="summary">${inlineMarkdown(operation.summary)}</p>` : ''}
${operation.description ? `<p>${inlineMarkdown(operation.description)}</p>` : ''}
${bodySchema ? `<h3>Request body (JSON)</h3>${fieldsTable(bodySchema)}<p>Any other field is refused with 400.</p>` : ''}
<h3>Answers</h3>
<ul>${responses.join('')}</ul>
</section>`;
}

/**
 * The documentation page: plain HTML rendered from the OpenAPI document on the server, no
 * script and no inline style, so it works under the site's CSP as it is. The JSON at
 * /api/openapi.json is the source for tools (code generators, API clients).
 */
export function renderOpenApiPage(document: OpenAPIObject): string {
  const operations = Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.flatMap((method) => {
      const operation = item[method];
      return operation ? [operationSection(document, method, path, operation)] : [];
    }),
  );
  const schemas = Object.entries(document.components?.schemas ?? {}).flatMap(([name, schema]) =>
    isReference(schema)
      ? []
      : [
          `<section aria-labelledby="schema-${escapeMarkup(name)}"><h3 id="schema-${escapeMarkup(name)}">${escapeMarkup(name)}</h3>${fieldsTable(schema)}</section>`,
        ],
  );
  const title = escapeMarkup(document.info.title);
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="data:,">
<title>${title}</title>
<link rel="stylesheet" href="${API_DOCS_STYLESHEET_PATH}">
</head>
<body>
<main>
<h1>${title}</h1>
<p>${inlineMarkdown(document.info.description ?? '')}</p>
<p>OpenAPI ${escapeMarkup(document.openapi)} document: <a href="/api/openapi.json">/api/openapi.json</a>.</p>
${operations.join('\n')}
<section aria-labelledby="schemas"><h2 id="schemas">Schemas</h2>${schemas.join('\n')}</section>
</main>
</body>
</html>
`;
}

/** The page's few styles, served as a file (the CSP allows no inline style). */
export const API_DOCS_STYLESHEET = `body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#0f1b2d;background:#f4f6f9}
main{max-width:64rem;margin:0 auto;padding:2rem 1rem}
h1{margin-top:0}
.operation{margin:2rem 0;padding:1rem 1.25rem;border:1px solid #d5dbe3;border-radius:.5rem;background:#fff}
.operation h2{font-size:1.25rem;margin:0 0 .5rem}
.method{display:inline-block;padding:0 .5rem;border-radius:.25rem;background:#0f6b5c;color:#fff;font-size:.875rem}
.summary{font-weight:600}
table{width:100%;border-collapse:collapse;margin:.5rem 0;font-size:.9375rem}
th,td{padding:.375rem .5rem;border-bottom:1px solid #e3e7ed;text-align:left;vertical-align:top}
code{font-family:ui-monospace,monospace;font-size:.875em;overflow-wrap:anywhere}
td:first-child code{white-space:nowrap}
.table-scroll{overflow-x:auto}
a{color:#0b5a4d}
`;
