import { vi } from 'vitest';

/** An answer, a failed connection, or an upload that reports progress and never ends. */
type TAnswer = { status: number; body?: string } | 'network-error' | 'in-progress';

/**
 * A stand-in for XMLHttpRequest in tests: records what each request sent (headers, form entries) and
 * answers from a queue, reporting upload progress on the way.
 */
export function installFakeXhr(answers: TAnswer[]) {
  const sent: {
    url: string;
    headers: Record<string, string>;
    form: [string, FormDataEntryValue][];
    withCredentials: boolean;
  }[] = [];

  class FakeXhr {
    status = 0;
    responseText = '';
    withCredentials = true;
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    ontimeout: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private url = '';
    private headers: Record<string, string> = {};

    open(_method: string, url: string) {
      this.url = url;
    }

    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }

    abort() {
      this.onabort?.();
    }

    send(body: FormData) {
      sent.push({
        url: this.url,
        headers: this.headers,
        form: [...body.entries()],
        withCredentials: this.withCredentials,
      });
      const answer = answers.shift() ?? { status: 204 };
      queueMicrotask(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 } as ProgressEvent);
        if (answer === 'in-progress') return;
        if (answer === 'network-error') {
          this.onerror?.();
          return;
        }
        this.status = answer.status;
        this.responseText = answer.body ?? '';
        this.onload?.();
      });
    }
  }

  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return { sent };
}
