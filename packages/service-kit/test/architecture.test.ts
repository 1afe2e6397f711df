/**
 * The service template, checked on the source tree (docs/architecture.md): TypeORM only in
 * persistence/, no service importing another, no package importing an app or a service.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..', '..');
const services = ['auth', 'billing', 'content', 'media', 'render'];
const apps = ['gateway', 'standalone', 'web'];

export interface SourceFile {
  /** Path from the repository root with forward slashes. */
  path: string;
  source: string;
}

const importPattern = /(?:^|\n)\s*(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/gu;

function importsOf(source: string): string[] {
  return [...source.matchAll(importPattern)].map((m) => m[1] ?? m[2]!).filter(Boolean);
}

/** Which top-level unit ("services/auth", "packages/contracts", "apps/web") a path belongs to. */
function unitOf(path: string): string | null {
  const match = /^(services|packages|apps)\/([^/]+)\//u.exec(path);
  return match ? `${match[1]}/${match[2]}` : null;
}

/** The unit an import points at: a workspace package by name, or a relative path leaving the file's unit. */
function importedUnit(from: string, specifier: string): string | null {
  const named = /^@sitespark\/([^/]+)/u.exec(specifier)?.[1];
  if (named) {
    if (services.includes(named)) return `services/${named}`;
    if (apps.includes(named)) return `apps/${named}`;
    return `packages/${named}`;
  }
  if (!specifier.startsWith('.')) return null;
  const target = join(from, '..', specifier).split(sep).join('/');
  return unitOf(target);
}

export function architectureViolations(files: SourceFile[]): string[] {
  const violations: string[] = [];
  for (const file of files) {
    const unit = unitOf(file.path);
    if (!unit) continue;
    for (const specifier of importsOf(file.source)) {
      if ((specifier === 'typeorm' || specifier.startsWith('typeorm/')) && /^services\/[^/]+\/src\/(?:domain|routes)\//u.test(file.path)) {
        violations.push(`${file.path} imports typeorm: use cases and routes take repositories from persistence/`);
      }
      const target = importedUnit(file.path, specifier);
      if (!target || target === unit) continue;
      if (unit.startsWith('services/') && target.startsWith('services/')) violations.push(`${file.path} imports ${specifier}: a service never imports another service (use contracts and events)`);
      if (unit.startsWith('packages/') && (target.startsWith('services/') || target.startsWith('apps/'))) violations.push(`${file.path} imports ${specifier}: packages never import an app or a service`);
    }
  }
  return violations;
}

function sourceFiles(dir: string): SourceFile[] {
  const files: SourceFile[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) files.push(...sourceFiles(path));
    else if (/\.(?:ts|tsx)$/u.test(entry.name)) files.push({ path: relative(root, path).split(sep).join('/'), source: readFileSync(path, 'utf8') });
  }
  return files;
}

const tree = ['services', 'packages', 'apps'].flatMap((top) => sourceFiles(join(root, top))).filter((f) => /\/src\//u.test(f.path));

describe('the service template', () => {
  it('holds in the source tree: TypeORM only in persistence/, no service importing another, no package importing an app or a service', () => {
    expect(architectureViolations(tree)).toEqual([]);
  });

  it('fails on a deliberate violation of each rule', () => {
    const violations = architectureViolations([
      { path: 'services/content/src/domain/count-kits.ts', source: "import { DataSource } from 'typeorm';\n" },
      { path: 'services/content/src/routes/kits.ts', source: "import type { Repository } from 'typeorm';\n" },
      { path: 'services/render/src/domain/x.ts', source: "import { loadSite } from '../../../content/src/domain/analyze-website.ts';\n" },
      { path: 'services/media/src/domain/y.ts', source: "import { authService } from '@sitespark/auth';\n" },
      { path: 'packages/site-model/src/z.ts', source: "export { renderService } from '@sitespark/render';\n" },
      { path: 'services/content/src/persistence/kit-repository.ts', source: "import { DataSource } from 'typeorm';\nimport { x } from '@sitespark/contracts';\n" },
    ]);
    expect(violations).toEqual([
      'services/content/src/domain/count-kits.ts imports typeorm: use cases and routes take repositories from persistence/',
      'services/content/src/routes/kits.ts imports typeorm: use cases and routes take repositories from persistence/',
      'services/render/src/domain/x.ts imports ../../../content/src/domain/analyze-website.ts: a service never imports another service (use contracts and events)',
      'services/media/src/domain/y.ts imports @sitespark/auth: a service never imports another service (use contracts and events)',
      'packages/site-model/src/z.ts imports @sitespark/render: packages never import an app or a service',
    ]);
  });
});
