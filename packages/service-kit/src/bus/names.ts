const subjectPattern = /^[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)*$/;

/** Subjects, queue names and prefixes are dot-separated tokens without NATS wildcards or spaces. */
export function assertBusName(kind: 'subject' | 'queue' | 'prefix', value: string): void {
  if (!subjectPattern.test(value)) {
    throw new Error(`invalid bus ${kind} "${value}": use dot-separated tokens of letters, digits, "_" and "-"`);
  }
}

/** Stream and consumer names may not contain dots, wildcards or spaces. */
export function toNatsName(value: string): string {
  return value.replace(/[^A-Za-z0-9_-]/g, '_');
}

export function toSubjectList(subject: string | string[]): string[] {
  const subjects = [...new Set(Array.isArray(subject) ? subject : [subject])];
  if (subjects.length === 0) throw new Error('subscribe needs at least one subject');
  for (const s of subjects) assertBusName('subject', s);
  return subjects;
}
