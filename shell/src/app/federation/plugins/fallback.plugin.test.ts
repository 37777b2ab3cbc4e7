import { fallbackPlugin } from './fallback.plugin';

const Fallback = () => null;
const errorLoadRemote = (args: object) =>
  (
    fallbackPlugin(() => Fallback) as { errorLoadRemote: (args: object) => unknown }
  ).errorLoadRemote(args);

it('answers a module that failed to load with the fallback component, which gets the error', () => {
  const error = new Error('entry did not load');
  const fallbackFor = jest.fn(() => Fallback);
  const plugin = fallbackPlugin(fallbackFor) as { errorLoadRemote: (args: object) => unknown };

  expect(plugin.errorLoadRemote({ lifecycle: 'onLoad', error })).toEqual({
    default: Fallback,
    loadError: error,
  });
  expect(fallbackFor).toHaveBeenCalledWith(error);
});

it('leaves a manifest failure to the last good manifest (a manifest is expected there)', () => {
  expect(errorLoadRemote({ lifecycle: 'afterResolve', error: new Error('503') })).toBeUndefined();
});
