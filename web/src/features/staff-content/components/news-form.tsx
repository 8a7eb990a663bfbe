import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { TextField } from '@/components/ui/form';
import type { FieldErrors } from '@/hooks/use-form';
import { formatDate, formatTime } from '@/lib/format';
import { RichTextFormField } from '@/components/back-office/records/form-parts';
import { RecordEditor } from '@/components/back-office/records/record-editor';
import { changedFields } from '@/components/back-office/records/payload';
import '@/components/back-office/records/records.css';
import { createNews, updateNews } from '../api/news-faq';
import type { StaffNews } from '../types';
import { fromLocalInput, stripTags, toLocalInput } from '../utils';
import { notifyNewsBackers } from '../api/news-mailing';
import { NotifyBackersButton, NotifyBackersCheckbox } from './notify-backers';

type NewsValues = { subject: string; date: string; content: string };

const toValues = (news: StaffNews | null): NewsValues => ({
  subject: news?.subject ?? '',
  date: toLocalInput(news?.date ?? new Date().toISOString()),
  content: news?.content ?? '',
});

function toPayload(values: NewsValues, before: NewsValues | null): Record<string, unknown> {
  const all = { subject: values.subject.trim(), date: fromLocalInput(values.date), content: values.content };
  return before ? changedFields(all, values, before) : all;
}

function validate(values: NewsValues): FieldErrors<NewsValues> {
  const errors: FieldErrors<NewsValues> = {};
  if (!values.subject.trim()) errors.subject = 'Indiquez le titre de l’actualité.';
  else if (values.subject.trim().length > 200) errors.subject = 'Le titre tient en 200 caractères au plus.';
  if (!fromLocalInput(values.date)) errors.date = 'Indiquez la date et l’heure de publication.';
  if (!stripTags(values.content).trim()) errors.content = 'Écrivez le texte de l’actualité.';
  return errors;
}

const FIELD_LABELS = { subject: 'Titre', date: 'Date', content: 'Texte' };

/** Posts a news item on a campaign, or edits one (with its version: a 409 shows what changed meanwhile). */
export function NewsForm({ news, campaign, base, created = false }: { news: StaffNews | null; campaign: number; base: string; created?: boolean }) {
  const navigate = useNavigate();
  const [notify, setNotify] = useState(false);
  return (
    <>
      <RecordEditor<StaffNews, NewsValues>
        record={news}
        toValues={toValues}
        toPayload={toPayload}
        create={async (payload) => {
          const saved = await createNews(campaign, payload);
          if (notify) await notifyNewsBackers(saved.id);
          return saved;
        }}
        update={(id, version, payload) => updateNews(id, version, payload)}
        onCreated={(saved) => navigate(`${base}/actualites/actualite/${saved.id}`, { replace: true, state: { created: true } })}
        validate={validate}
        fieldLabels={FIELD_LABELS}
        display={(name, value) =>
          name === 'content' ? stripTags(String(value)) : name === 'date' && value ? `${formatDate(String(value))} à ${formatTime(String(value))}` : String(value)
        }
        submitText={news ? 'Enregistrer les modifications' : 'Publier l’actualité'}
        initialNotice={created ? 'Actualité publiée.' : null}
      >
        {(form) => (
          <>
            <TextField form={form} name="subject" label="Titre" required maxLength={200} autoComplete="off" />
            <TextField
              form={form}
              name="date"
              label="Date de publication"
              type="datetime-local"
              required
              hint="Les actualités s’affichent de la plus récente à la plus ancienne."
            />
            <RichTextFormField form={form} name="content" label="Texte *" hint="Titres, gras, italique, listes, citations et liens (http, https ou mailto)." />
            {!news && <NotifyBackersCheckbox campaign={campaign} checked={notify} onChange={setNotify} />}
          </>
        )}
      </RecordEditor>
      {news && <NotifyBackersButton campaign={campaign} news={news.id} />}
    </>
  );
}
