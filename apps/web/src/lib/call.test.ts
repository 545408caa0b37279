import { catalogEndpoints } from '@portal/contract/endpoints/catalog';
import { engagementEndpoints } from '@portal/contract/endpoints/engagement';
import { listingsEndpoints } from '@portal/contract/endpoints/listings';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { call, setCallTransport } from './call';
import { AnswerMismatchError } from './check-answer';

function answer(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), { status });
}

describe('call', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('sends the method, the path with its parameters and the query the endpoint declares', async () => {
    const fetch = vi.fn().mockResolvedValue(answer(200, { platform: 'sales', categories: [] }));
    vi.stubGlobal('fetch', fetch);

    await call(catalogEndpoints.listCategories, { params: { platform: 'sales' }, query: { depth: '0' } });

    expect(fetch.mock.calls[0]![0]).toBe('/api/v1/catalog/sales/categories?depth=0');
    expect(fetch.mock.calls[0]![1]).toMatchObject({ method: 'GET' });
  });

  it('sends the body as JSON and answers nothing for a 204', async () => {
    const fetch = vi.fn().mockResolvedValue(answer(204));
    vi.stubGlobal('fetch', fetch);

    await expect(call(listingsEndpoints.deleteListing, { params: { id: 7 } })).resolves.toBeUndefined();
    expect(fetch.mock.calls[0]![0]).toBe('/api/v1/listings/7');
    expect(fetch.mock.calls[0]![1]).toMatchObject({ method: 'DELETE', body: undefined });

    fetch.mockResolvedValue(answer(201, { message: 'Thanks' }));
    await call(engagementEndpoints.reportListing, { params: { id: 7 }, body: { reason: 'spam' } });
    expect(fetch.mock.calls[1]![1]).toMatchObject({ method: 'POST', body: '{"reason":"spam"}' });
  });

  it('fails loudly, naming the endpoint, on an answer its schema does not describe', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(answer(200, { liked: 'yes' })));
    // The check reports to the console as well; here the error itself is what is asserted.
    vi.mocked(console.error).mockImplementation(() => {});

    const error = await call(engagementEndpoints.addLike, { params: { id: 7 } }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(AnswerMismatchError);
    expect((error as Error).message).toMatch(/^The answer of addLike \(PUT \/listings\/:id\/like\)/);
    expect(console.error).toHaveBeenCalledWith(error);
  });
});

describe('call, answered by a server rendering', () => {
  afterEach(() => {
    setCallTransport(undefined);
  });

  it('parses a kept answer once and gives its frozen value to the next drawings; others each time', async () => {
    const tree = { platform: 'sales', categories: [{ id: 1, name: 'Véhicules' }] };
    const kept = JSON.stringify(tree);
    setCallTransport(async () => ({ status: 200, json: kept, kept: true }));
    const first = await call(catalogEndpoints.listCategories, { params: { platform: 'sales' } });
    const second = await call(catalogEndpoints.listCategories, { params: { platform: 'sales' } });
    expect(first).toEqual(tree);
    expect(second).toBe(first);
    // Shared by every drawing: a page changing it fails, and the next one gets it whole.
    expect(() => {
      (first.categories as { name: string }[])[0]!.name = 'changed';
    }).toThrow(TypeError);
    expect(second.categories[0]).toEqual({ id: 1, name: 'Véhicules' });

    setCallTransport(async () => ({ status: 200, json: kept }));
    const fresh = await call(catalogEndpoints.listCategories, { params: { platform: 'sales' } });
    expect(fresh).toEqual(tree);
    expect(fresh).not.toBe(first);
    expect(Object.isFrozen(fresh)).toBe(false);
  });

  it("takes an answer's value when the API gives it, without parsing the text", async () => {
    const tree = { platform: 'sales', categories: [{ id: 1, name: 'Véhicules' }] };
    // A text that would not parse: only the value can be the answer.
    setCallTransport(async () => ({ status: 200, json: '{', value: tree }));
    expect(await call(catalogEndpoints.listCategories, { params: { platform: 'sales' } })).toBe(tree);
  });
});
