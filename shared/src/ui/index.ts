/**
 * @site/shared/ui: the UI kit of the centres, the lottery and the points mall. Its own
 * subpath (and federation singleton), so the shell's first load does not carry it: a page
 * pulls it in when it first needs a modal, a form or a table.
 */
import './ui.css';
import './records/records.css';

export * from './modal/modal';
export * from './form/field-rules';
export * from './form/form-field';
export * from './form/use-field-message';
export * from './form/api-error-text';
export * from './form/form-result';
export * from './form/use-form-state';
export * from './amount/amount';
export * from './amount/amount-input';
export * from './data-table/table-state';
export * from './data-table/data-table';
export * from './dates/date-ranges';
export * from './dates/date-pickers';
export * from './upload/image-rules';
export * from './upload/image-upload-field';
export * from './upload/uploaded-images';
export * from './status-badge';
export * from './tabs';
export * from './records/record-format';
export * from './records/signed-amount';
export * from './records/records-filters';
export * from './records/records-table';
export * from './records/bet-columns';
export * from './records/bet-totals';
export * from './records/money-form';
export * from './records/money-request';
export * from './records/game-menus.resource';
export * from './share-link/share-link';
