/** An image as the cashier's JSON calls carry it (contracts `UploadedImage`). */
export type UploadedImageBody = { name: string; contentType: string; dataBase64: string };

/**
 * Reads chosen files into the base64 JSON the cashier's calls take (a deposit's or a
 * withdrawal's proof). The server checks the bytes again; the type here is only a hint.
 */
export function toUploadedImages(files: readonly File[]): Promise<UploadedImageBody[]> {
  return Promise.all(
    files.map(
      (file) =>
        new Promise<UploadedImageBody>((resolve, reject) => {
          const reader = new FileReader();
          reader.onerror = () => reject(reader.error ?? new Error(`Could not read ${file.name}`));
          reader.onload = () => {
            const url = String(reader.result);
            resolve({
              name: file.name,
              contentType: file.type,
              dataBase64: url.slice(url.indexOf(',') + 1),
            });
          };
          reader.readAsDataURL(file);
        }),
    ),
  );
}
