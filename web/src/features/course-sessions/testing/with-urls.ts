import type { FakeApi } from '../../../testing/fake-api';

/** The fake API, keeping each request's full URL (the fake's recorder keeps only the path). */
export function withUrls(api: FakeApi): FakeApi & { urls: URL[]; last: () => URL } {
  const urls: URL[] = [];
  return {
    ...api,
    urls,
    last: () => urls[urls.length - 1] as URL,
    fetch: (input, init) => {
      urls.push(new URL(input, 'http://campus.test'));
      return api.fetch(input, init);
    },
  };
}
