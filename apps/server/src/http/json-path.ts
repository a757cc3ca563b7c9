/**
 * Turns a JSON pointer (`/snapshots/0/payload/level`) into a readable JSON path
 * (`$.snapshots[0].payload.level`) for error messages.
 */
export function jsonPath(pointer: string, root = '$'): string {
  if (pointer === '') return root;
  return pointer
    .split('/')
    .slice(1)
    .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'))
    .reduce(
      (path, part) =>
        /^\d+$/.test(part)
          ? `${path}[${part}]`
          : /^[A-Za-z_$][\w$-]*$/.test(part)
            ? `${path}.${part}`
            : `${path}[${JSON.stringify(part)}]`,
      root,
    );
}

export interface SchemaIssue {
  instancePath?: string;
  message?: string;
  keyword?: string;
  params?: Record<string, unknown>;
}

/** `$.accounts[0].uid is required` — the first issue of a validation, naming the field. */
export function describeIssue(issue: SchemaIssue | undefined, root = '$'): string {
  if (!issue) return `${root} is invalid`;
  const params = issue.params ?? {};
  if (issue.keyword === 'required') {
    const missing = params.requiredProperties ?? params.missingProperty;
    const name: unknown = Array.isArray(missing) ? (missing as unknown[])[0] : missing;
    if (typeof name === 'string') {
      return `${jsonPath(`${issue.instancePath ?? ''}/${name}`, root)} is required`;
    }
  }
  return `${jsonPath(issue.instancePath ?? '', root)} ${issue.message ?? 'is invalid'}`;
}
