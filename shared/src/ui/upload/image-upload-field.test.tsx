import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { startTestI18n } from '../../testing/i18n';
import { ImageUploadField } from './image-upload-field';
import { checkNewImages } from './image-rules';

const MB = 1024 * 1024;
function image(name: string, type = 'image/png', size = 1000): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

function Proof({ serverError = null }: { serverError?: string | null }) {
  const [files, setFiles] = useState<File[]>([]);
  return (
    <ImageUploadField
      name="proof"
      label="Proof of payment"
      files={files}
      onChange={setFiles}
      error={serverError}
    />
  );
}

const pick = (...files: File[]) =>
  fireEvent.change(screen.getByLabelText(/Add images|ছবি যোগ করুন/), { target: { files } });

it('refuses a batch that would pass 3 images, a wrong type or a file over 5 MB', () => {
  const two = [image('a.png'), image('b.jpg', 'image/jpeg')];
  expect(checkNewImages(two, [image('c.png')])).toBeNull();
  expect(checkNewImages(two, [image('c.png'), image('d.png')])).toEqual({
    key: 'ui.upload.tooMany',
    values: { max: 3 },
  });
  expect(checkNewImages([], [image('scan.gif', 'image/gif')])).toEqual({
    key: 'ui.upload.type',
    values: { name: 'scan.gif' },
  });
  expect(checkNewImages([], [image('fake.png', 'image/webp')])?.key).toBe('ui.upload.type');
  expect(checkNewImages([], [image('big.jpg', 'image/jpeg', 5 * MB + 1)])).toEqual({
    key: 'ui.upload.tooLarge',
    values: { name: 'big.jpg', max: 5 },
  });
  expect(checkNewImages([], [image('edge.jpeg', 'image/jpeg', 5 * MB)])).toBeNull();
});

describe('in EN', () => {
  beforeAll(() => startTestI18n('en'));

  it('previews what was picked, removes one, and stops at 3', () => {
    render(<Proof />);
    const group = screen.getByRole('group', { name: 'Proof of payment' });
    const input = screen.getByLabelText('Add images');
    expect(input).toHaveAttribute('accept', 'image/png,image/jpeg');
    // the limits, then the count as a sentence of its own (not "up to 3 images 0 of 3 images")
    expect(input).toHaveAccessibleDescription(
      /^PNG or JPG, at most 5 MB each, up to 3 images\. 0 of 3 added\s*$/,
    );
    pick(image('one.png'), image('two.jpg', 'image/jpeg'));
    expect(within(group).getByRole('img', { name: 'Preview of one.png' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^blob:/),
    );
    expect(group).toHaveTextContent('2 of 3 added');
    const revoke = jest.spyOn(URL, 'revokeObjectURL');
    fireEvent.click(screen.getByRole('button', { name: 'Remove one.png' }));
    expect(screen.queryByRole('img', { name: 'Preview of one.png' })).not.toBeInTheDocument();
    expect(revoke).toHaveBeenCalled();
    pick(image('three.png'), image('four.png'));
    expect(screen.getAllByRole('img')).toHaveLength(3);
    expect(input).toBeDisabled();
  });

  it('names the refused file and adds nothing of its batch; the next good action clears it', () => {
    render(<Proof />);
    const input = screen.getByLabelText('Add images');
    pick(image('ok.png'), image('big.png', 'image/png', 6 * MB));
    expect(screen.getByRole('alert')).toHaveTextContent('“big.png” is larger than 5 MB.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryAllByRole('img')).toHaveLength(0);
    pick(image('doc.pdf', 'application/pdf'));
    expect(screen.getByRole('alert')).toHaveTextContent('“doc.pdf” is not a PNG or JPG image.');
    pick(image('ok.png'));
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    expect(input).not.toHaveAttribute('aria-invalid');
    pick(image('a.png'), image('b.png'), image('c.png'));
    expect(screen.getByRole('alert')).toHaveTextContent('You can add at most 3 images.');
    fireEvent.click(screen.getByRole('button', { name: 'Remove ok.png' }));
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it("shows the server's refusal until the member changes the files", () => {
    render(<Proof serverError="The image could not be read" />);
    expect(screen.getByRole('alert')).toHaveTextContent('The image could not be read');
    pick(image('new.png'));
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });
});

describe('in BN', () => {
  beforeAll(() => startTestI18n('bn'));
  afterAll(() => startTestI18n('en'));

  it('says the limits in Bengali digits', () => {
    render(<Proof />);
    expect(screen.getByLabelText('ছবি যোগ করুন')).toHaveAccessibleDescription(
      /PNG বা JPG, প্রতিটি সর্বোচ্চ ৫ MB, সর্বোচ্চ ৩টি ছবি/,
    );
    pick(image('a.png'), image('b.png'), image('c.png'), image('d.png'));
    expect(screen.getByRole('alert')).toHaveTextContent('আপনি সর্বোচ্চ ৩টি ছবি যোগ করতে পারেন।');
  });
});
