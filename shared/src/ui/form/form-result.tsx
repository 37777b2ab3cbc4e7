/**
 * What an action came to, under its form or buttons: the refusal (announced at once) or the
 * success notice (announced politely). Nothing when there is neither.
 */
export function FormResult({ error, done }: { error: string | null; done?: string | null }) {
  return (
    <>
      {error && (
        <p className="form__error" role="alert">
          {error}
        </p>
      )}
      {done && (
        <p className="form__notice" role="status">
          {done}
        </p>
      )}
    </>
  );
}
