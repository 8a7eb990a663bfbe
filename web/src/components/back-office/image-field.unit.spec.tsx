/** @jest-environment jsdom */
import '@/testing/dom-polyfills';
import { describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { ApiError } from '@/lib/api-client';
import type { UploadedImage, Uploader } from '@/lib/upload';
import { ImageField } from './image-field';

const png = (size = 1000) => new File([new Uint8Array(size)], 'couverture.png', { type: 'image/png' });

function Harness({ uploader, initial = null }: { uploader: Uploader; initial?: string | null }) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <>
      <ImageField label="Couverture" value={value} onChange={setValue} uploader={uploader} />
      <output data-testid="value">{String(value)}</output>
    </>
  );
}

const choose = (file: File) => fireEvent.change(screen.getByLabelText('Choisir une image…'), { target: { files: [file] } });

describe('ImageField', () => {
  it('uploads the chosen file with a progress bar, then shows it and gives its url', async () => {
    let progress: (f: number) => void = () => undefined;
    let done: (image: UploadedImage) => void = () => undefined;
    const uploader = jest.fn<Uploader>((_file, onProgress) => {
      progress = onProgress;
      return new Promise((resolve) => (done = resolve));
    });
    render(<Harness uploader={uploader} />);
    choose(png());
    expect(uploader.mock.calls[0][0].name).toBe('couverture.png');
    act(() => progress(0.4));
    expect(screen.getByRole('progressbar').getAttribute('value')).toBe('40');
    await act(async () => done({ id: 'u1', url: '/media/uploads/u1.webp', png_url: '/media/uploads/u1.png', width: 10, height: 10 }));
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByTestId('value').textContent).toBe('/media/uploads/u1.webp');
    expect(screen.getByRole('img', { name: 'Couverture : aperçu' }).getAttribute('src')).toBe('/media/uploads/u1.webp');
    fireEvent.click(screen.getByRole('button', { name: 'Retirer l’image' }));
    expect(screen.getByTestId('value').textContent).toBe('null');
  });

  it('shows the server’s French message when the upload is refused', async () => {
    const uploader = jest.fn<Uploader>(async () => {
      throw new ApiError('Ce fichier n’est pas une image PNG, JPEG, WebP ou SVG.', 400, { file: ['Ce fichier n’est pas une image PNG, JPEG, WebP ou SVG.'] });
    });
    render(<Harness uploader={uploader} />);
    await act(async () => choose(png()));
    expect(screen.getByRole('alert').textContent).toBe('Ce fichier n’est pas une image PNG, JPEG, WebP ou SVG.');
    expect(screen.getByLabelText('Choisir une image…').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByTestId('value').textContent).toBe('null');
  });

  it('refuses at once a file of another type or over 5 MB, without sending it', () => {
    const uploader = jest.fn<Uploader>();
    render(<Harness uploader={uploader} />);
    choose(new File(['x'], 'notes.pdf', { type: 'application/pdf' }));
    expect(screen.getByRole('alert').textContent).toBe('Choisissez une image PNG, JPEG, WebP ou SVG.');
    choose(png(5 * 1024 * 1024 + 1));
    expect(screen.getByRole('alert').textContent).toContain('5 Mo');
    expect(uploader).not.toHaveBeenCalled();
  });
});
