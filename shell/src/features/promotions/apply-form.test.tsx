import { getEventBus } from '@site/shared';
import { failureEnvelope, okEnvelope, startTestApi, type TestServer } from '@site/shared/testing';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createSiteStore, setupShellI18n, SiteProviders } from '../../testing/site-context';
import { ApplyForm } from './apply-form';

let server: TestServer;
let answer: () => ReturnType<typeof okEnvelope>;
const applied = jest.fn();

beforeAll(async () => {
  await setupShellI18n();
  server = await startTestApi(
    (request) =>
      `${request.method} ${request.path}` === 'POST /wps/relay/MCSFE_applyActivity'
        ? answer()
        : undefined,
    () => 'member-token',
  );
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  applied.mockReset();
  answer = () =>
    okEnvelope({ applicationId: 1, promotionId: 7, status: 'applying', createdAt: 0, images: [] });
  getEventBus().setState('session', {
    status: 'member',
    token: 'member-token',
    account: 'rahim',
    nickname: 'Rahim',
    isAgent: 0,
    merchantCode: 'PADMA',
  });
});

function renderForm() {
  render(
    <SiteProviders store={createSiteStore()}>
      <ApplyForm promotionId={7} onApplied={applied} guard={(action) => action()} />
    </SiteProviders>,
  );
}

const image = (name: string, type = 'image/png') => new File([new Uint8Array(64)], name, { type });
const addImages = (...files: File[]) =>
  fireEvent.change(screen.getByLabelText('Add images'), { target: { files } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Send application' }));

describe('activity application form (spec §5)', () => {
  it('keeps a refused image out of the list and says why', () => {
    renderForm();
    addImages(image('proof.gif', 'image/gif'));
    expect(screen.getByText('“proof.gif” is not a PNG or JPG image.')).toBeTruthy();
    addImages(image('a.png'), image('b.jpg', 'image/jpeg'));
    expect(screen.getAllByRole('button', { name: /^Remove / })).toHaveLength(2);
    addImages(image('c.png'), image('d.png'));
    expect(screen.getByText('You can add at most 3 images.')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^Remove / })).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Remove a.png' }));
    expect(screen.getAllByRole('button', { name: /^Remove / })).toHaveLength(1);
  });

  it('refuses a comment over 140 characters without calling the API', async () => {
    renderForm();
    fireEvent.change(screen.getByLabelText('Comment (optional)'), {
      target: { value: 'x'.repeat(141) },
    });
    expect(screen.getByText('141 / 140 characters')).toBeTruthy();
    submit();
    expect(screen.getByText('The comment can be at most 140 characters.')).toBeTruthy();
    expect(await server.settledRequests()).toHaveLength(0);
  });

  it('sends the comment and images as multipart form data', async () => {
    renderForm();
    fireEvent.change(screen.getByLabelText('Comment (optional)'), {
      target: { value: ' first deposit ' },
    });
    addImages(image('slip.png'));
    submit();
    await waitFor(() => expect(applied).toHaveBeenCalled());
    const request = server.requests[0]!;
    expect(request.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(request.headers.authorization).toBe('Bearer member-token');
  });

  it('puts the server refusal in words', async () => {
    renderForm();
    answer = () => failureEnvelope(409, 'ALREADY_APPLIED');
    submit();
    expect(await screen.findByText('You have already applied for this promotion.')).toBeTruthy();
    answer = () =>
      failureEnvelope(400, 'VALIDATION_FAILED', '', { field: 'images.0', rule: 'type' });
    submit();
    expect(
      await screen.findByText('One of the images is not a real PNG or JPG image.'),
    ).toBeTruthy();
    expect(applied).not.toHaveBeenCalled();
  });
});
