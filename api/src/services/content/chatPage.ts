import { QUESTION_TYPES } from '../../db/contentSchema.js';
import type { ContentLanguage } from './language.js';

const TEXT = {
  en: {
    title: 'Customer service',
    vipTitle: 'VIP customer service',
    intro: 'Tell us how we can help. An agent replies by message or at the contact you leave.',
    vipIntro:
      'Your VIP desk. Tell us how we can help: an agent replies by message or at the contact you leave.',
    topic: 'Topic',
    message: 'Your message',
    contact: 'Contact (phone, e-mail or Telegram, optional)',
    send: 'Send',
    sent: 'Thank you! Your message has been received.',
    failed: 'Could not send your message',
    words: 'words (at least',
    types: {
      DEPOSIT: 'Deposit',
      WITHDRAWAL: 'Withdrawal',
      GAME: 'Games',
      ACCOUNT: 'Account',
      SUGGESTION: 'Suggestion',
      OTHER: 'Other',
    },
  },
  bn: {
    title: 'গ্রাহক সেবা',
    vipTitle: 'ভিআইপি গ্রাহক সেবা',
    vipIntro:
      'আপনার ভিআইপি ডেস্ক। কীভাবে সাহায্য করতে পারি জানান: একজন এজেন্ট বার্তা বা আপনার দেওয়া যোগাযোগে উত্তর দেবেন।',
    intro:
      'আমরা কীভাবে সাহায্য করতে পারি জানান। একজন এজেন্ট বার্তা বা আপনার দেওয়া যোগাযোগে উত্তর দেবেন।',
    topic: 'বিষয়',
    message: 'আপনার বার্তা',
    contact: 'যোগাযোগ (ফোন, ই-মেইল বা টেলিগ্রাম, ঐচ্ছিক)',
    send: 'পাঠান',
    sent: 'ধন্যবাদ! আপনার বার্তা পাওয়া গেছে।',
    failed: 'বার্তা পাঠানো যায়নি',
    words: 'শব্দ (কমপক্ষে',
    types: {
      DEPOSIT: 'ডিপোজিট',
      WITHDRAWAL: 'উত্তোলন',
      GAME: 'গেম',
      ACCOUNT: 'অ্যাকাউন্ট',
      SUGGESTION: 'পরামর্শ',
      OTHER: 'অন্যান্য',
    },
  },
} as const;

/** `brandName` and `merchantCode` must already be HTML-escaped. */
export function renderChatPage(input: {
  brandName: string;
  merchantCode: string;
  language: ContentLanguage;
  nonce: string;
  minWords: number;
  /** The VIP desk (spec §6, §9: rank level 5 and above). */
  vipDesk?: boolean;
}): string {
  const text = TEXT[input.language];
  const t = input.vipDesk ? { ...text, title: text.vipTitle, intro: text.vipIntro } : text;
  const options = QUESTION_TYPES.map(
    (type) => `<option value="${type}">${t.types[type]}</option>`,
  ).join('');
  const script = `
const form = document.getElementById('f');
const status = document.getElementById('s');
const count = document.getElementById('c');
const area = form.elements.content;
area.addEventListener('input', () => {
  count.textContent = area.value.split(/\\s+/).filter(Boolean).length;
});
form.addEventListener('submit', async (event) => {
  event.preventDefault();
  status.textContent = '';
  const data = { questionType: form.elements.questionType.value, content: area.value };
  if (form.elements.contact.value.trim()) data.contact = form.elements.contact.value.trim();
  try {
    const response = await fetch('/wps/feedback', {
      method: 'PUT',
      headers: { 'content-type': 'application/json', Merchant: form.dataset.merchant },
      body: JSON.stringify(data),
    });
    const json = await response.json();
    if (json.success) { form.reset(); count.textContent = '0'; status.textContent = form.dataset.sent; status.className = 'ok'; }
    else { status.textContent = form.dataset.failed + ': ' + json.message; status.className = 'err'; }
  } catch (error) {
    status.textContent = form.dataset.failed; status.className = 'err';
  }
});`;
  return `<!doctype html>
<html lang="${input.language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${t.title} · ${input.brandName}</title>
<style nonce="${input.nonce}">
body{margin:0;font-family:'Noto Sans Bengali','Inter','Segoe UI',Arial,sans-serif;background:#f4f6f8;color:#1d2733}
header{background:#0b6e4f;color:#fff;padding:16px 20px}h1{margin:0;font-size:20px}
main{max-width:560px;margin:0 auto;padding:20px}label{display:block;margin:14px 0 6px;font-weight:600}
select,textarea,input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #c5ced8;border-radius:8px;font:inherit}
textarea{min-height:140px;resize:vertical}button{margin-top:16px;background:#0b6e4f;color:#fff;border:0;border-radius:8px;padding:12px 20px;font:inherit;cursor:pointer}
.hint{color:#5b6b7c;font-size:13px}.ok{color:#0b6e4f}.err{color:#c62828}
</style>
</head>
<body>
<header><h1>${input.brandName} — ${t.title}</h1></header>
<main>
<p>${t.intro}</p>
<form id="f" data-merchant="${input.merchantCode}" data-sent="${t.sent}" data-failed="${t.failed}">
<label for="q">${t.topic}</label><select id="q" name="questionType">${options}</select>
<label for="m">${t.message}</label><textarea id="m" name="content" required maxlength="5000"></textarea>
<div class="hint"><span id="c">0</span> ${t.words} ${input.minWords})</div>
<label for="k">${t.contact}</label><input id="k" name="contact" maxlength="100" autocomplete="tel">
<button type="submit">${t.send}</button>
<p id="s" role="status" aria-live="polite"></p>
</form>
</main>
<script nonce="${input.nonce}">${script}</script>
</body>
</html>`;
}
