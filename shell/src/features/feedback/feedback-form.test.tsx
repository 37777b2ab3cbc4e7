import { failureEnvelope, okEnvelope, startTestApi, type TestServer } from '@site/shared/testing';
import { fireEvent, render, screen } from '@testing-library/react';
import { setupShellI18n } from '../../testing/site-context';
import { FeedbackForm } from './feedback-form';

let server: TestServer;
let answer: () => ReturnType<typeof okEnvelope>;

beforeAll(async () => {
  await setupShellI18n();
  server = await startTestApi((request) =>
    `${request.method} ${request.path}` === 'PUT /wps/feedback' ? answer() : undefined,
  );
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  answer = () => okEnvelope({ feedbackId: 42 });
});

const renderForm = () => render(<FeedbackForm limits={{ minWords: 3, maxWords: 6 }} />);
const message = () => screen.getByLabelText('Your message');
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send feedback' }));

describe('feedback form (spec §5 word limits, PUT /wps/feedback)', () => {
  it('refuses too few and too many words without calling the API', async () => {
    renderForm();
    fireEvent.change(message(), { target: { value: 'too short' } });
    expect(screen.getByText('2 words (between 3 and 6)')).toBeTruthy();
    send();
    expect(await screen.findByText('Please write between 3 and 6 words.')).toBeTruthy();
    fireEvent.change(message(), { target: { value: 'one two three four five six seven' } });
    send();
    expect(await screen.findByText('Please write between 3 and 6 words.')).toBeTruthy();
    expect(await server.settledRequests()).toHaveLength(0);
  });

  it('sends the topic, text and contact, then thanks and clears the form', async () => {
    renderForm();
    fireEvent.change(screen.getByLabelText('Topic'), { target: { value: 'GAME' } });
    fireEvent.change(message(), { target: { value: '  the slot froze mid spin  ' } });
    fireEvent.change(screen.getByLabelText(/E-mail or phone/), { target: { value: 'r@x.bd' } });
    send();
    expect(await screen.findByText('Thank you! Your feedback was sent (number 42).')).toBeTruthy();
    expect(server.requests[0]!.body).toEqual({
      questionType: 'GAME',
      content: 'the slot froze mid spin',
      contact: 'r@x.bd',
    });
    expect((message() as HTMLTextAreaElement).value).toBe('');
  });

  it('shows the server refusals in words: its limits, and the rate limit', async () => {
    renderForm();
    answer = () =>
      failureEnvelope(400, 'VALIDATION_FAILED', '', {
        field: 'content',
        rule: 'wordCount',
        min: 4,
        max: 300,
      });
    fireEvent.change(message(), { target: { value: 'one two three' } });
    send();
    expect(await screen.findByText('Please write between 4 and 300 words.')).toBeTruthy();

    answer = () => failureEnvelope(429, 'RATE_LIMITED');
    send();
    expect(
      await screen.findByText('Too many requests, please try again after 5 minutes'),
    ).toBeTruthy();
  });
});
