import { CONTENT_FILE_MAX_MB, CONTENT_FILE_TYPES } from '@portal/contract/content-values';
import { directionOf, type Locale } from '@portal/contract/locale';
import Image from '@tiptap/extension-image';
import { Placeholder } from '@tiptap/extensions';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../../lib/use-translation';
import { errorText } from '../../../../lib/error-text';
import { formatNumber } from '../../../../lib/format';
import { useLocale } from '../../../../lib/use-locale';
import { Button } from '../../../../ui/button';
import { controlClass } from '../../../../ui/form-field';
import { formatFileSize, isAcceptedFile } from '../../../../ui/uploader';
import { uploadContentFile } from '../api/upload-content-file';

/** The toolbar's words. */
const EDITOR_LABELS = {
  toolbar: 'admin-content.editor.toolbar',
  bold: 'admin-content.editor.bold',
  italic: 'admin-content.editor.italic',
  underline: 'admin-content.editor.underline',
  bullet_list: 'admin-content.editor.bullet_list',
  ordered_list: 'admin-content.editor.ordered_list',
  quote: 'admin-content.editor.quote',
  link: 'admin-content.editor.link',
  image: 'admin-content.editor.image',
  undo: 'admin-content.editor.undo',
  redo: 'admin-content.editor.redo',
  link_url: 'admin-content.editor.link_url',
  link_apply: 'admin-content.editor.link_apply',
  link_remove: 'admin-content.editor.link_remove',
  cancel: 'admin-content.editor.cancel',
  image_alt: 'admin-content.editor.image_alt',
  image_choose: 'admin-content.editor.image_choose',
} as const;

const IMAGE_MAX_BYTES = CONTENT_FILE_MAX_MB.image * 1_000_000;

/** What the editor's state shows on the toolbar (pressed buttons, undo available). */
function toolbarState(editor: Editor) {
  return {
    h2: editor.isActive('heading', { level: 2 }),
    h3: editor.isActive('heading', { level: 3 }),
    h4: editor.isActive('heading', { level: 4 }),
    bold: editor.isActive('bold'),
    italic: editor.isActive('italic'),
    underline: editor.isActive('underline'),
    bulletList: editor.isActive('bulletList'),
    orderedList: editor.isActive('orderedList'),
    blockquote: editor.isActive('blockquote'),
    link: editor.isActive('link'),
    canUndo: editor.can().undo(),
    canRedo: editor.can().redo(),
  };
}

function ToolButton({
  label,
  onClick,
  pressed,
  disabled,
  children,
}: {
  label: string;
  onClick: () => void;
  pressed?: boolean;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-pressed={pressed}
      disabled={disabled}
      title={label}
      className="min-w-9 rounded-md px-2 py-1.5 text-sm font-semibold text-slate-700 hover:bg-slate-100 disabled:opacity-40 aria-pressed:bg-brand-100 aria-pressed:text-brand-900"
    >
      <span aria-hidden="true">{children}</span>
      <span className="sr-only">{label}</span>
    </button>
  );
}

/**
 * The rich text of one language (Tiptap): headings 2–4, bold, italic, underline, lists, quotes,
 * links and images uploaded through the CMS's files, undo and redo. The text is typed in its
 * language's direction (the Arabic one right to left on any page). The HTML it gives is
 * sanitized by the server on save and preview.
 */
export function RichTextEditor({
  label,
  locale,
  value,
  onChange,
  readOnly = false,
  error,
}: {
  label: string;
  /** The language of the text (its direction and `lang`), not the page's. */
  locale: Locale;
  value: string;
  onChange: (html: string) => void;
  readOnly?: boolean;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  const pageLocale = useLocale();
  const labelId = useId();
  const errorId = useId();
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        code: false,
        codeBlock: false,
        link: { openOnClick: false, autolink: true, protocols: ['http', 'https', 'mailto', 'tel'] },
      }),
      Image,
      Placeholder.configure({ placeholder: t('admin-content.editor.placeholder') }),
    ],
    content: value,
    editable: !readOnly,
    editorProps: {
      attributes: {
        dir: directionOf(locale),
        lang: locale,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(error ? { 'aria-invalid': 'true', 'aria-describedby': errorId } : {}),
        ...(readOnly ? { 'aria-readonly': 'true' } : {}),
        class: `rich-text min-h-48 px-3 py-2 text-start focus:outline-none`,
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });
  const state = useEditorState({ editor, selector: ({ editor: e }) => (e ? toolbarState(e) : null) });

  return (
    <div className="flex flex-col gap-1">
      <span id={labelId} className="text-sm font-medium text-slate-800">
        {label}
      </span>
      <div className={`${controlClass(error)} p-0`}>
        {editor && state && !readOnly ? <Toolbar editor={editor} state={state} locale={pageLocale} /> : null}
        <EditorContent editor={editor} data-testid={`body-editor-${locale}`} />
      </div>
      {error ? (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

type Panel = { kind: 'link'; url: string } | { kind: 'image'; alt: string } | null;

function Toolbar({
  editor,
  state,
  locale,
}: {
  editor: Editor;
  state: ReturnType<typeof toolbarState>;
  locale: Locale;
}) {
  const { t } = useTranslation();
  const [panel, setPanel] = useState<Panel>(null);
  const [upload, setUpload] = useState<{ progress: number } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const panelId = useId();
  const chain = () => editor.chain().focus();

  const applyLink = (url: string) => {
    const href = url.trim();
    if (href === '') chain().extendMarkRange('link').unsetLink().run();
    else chain().extendMarkRange('link').setLink({ href }).run();
    setPanel(null);
  };

  const insertImage = async (file: File, alt: string) => {
    setProblem(null);
    if (!isAcceptedFile(file, CONTENT_FILE_TYPES.image)) {
      setProblem(t('ui.uploader.wrong_type', { name: file.name }));
      return;
    }
    if (file.size > IMAGE_MAX_BYTES) {
      setProblem(
        t('ui.uploader.too_big', { name: file.name, size: formatFileSize(locale, IMAGE_MAX_BYTES) }),
      );
      return;
    }
    setUpload({ progress: 0 });
    try {
      const { file: stored } = await uploadContentFile(file, (progress) => setUpload({ progress }));
      chain()
        .setImage({ src: stored.urls?.large ?? stored.url, alt: alt.trim() })
        .run();
      setPanel(null);
    } catch (error) {
      setProblem(errorText(error, t));
    } finally {
      setUpload(null);
    }
  };

  const k = (key: keyof typeof EDITOR_LABELS) => t(EDITOR_LABELS[key]);
  return (
    <div className="border-b border-slate-200">
      <div role="toolbar" aria-label={k('toolbar')} className="flex flex-wrap gap-0.5 p-1">
        {([2, 3, 4] as const).map((level) => (
          <ToolButton
            key={level}
            label={t('admin-content.editor.heading', { level })}
            pressed={state[`h${level}`]}
            onClick={() => chain().toggleHeading({ level }).run()}
          >
            {`H${level}`}
          </ToolButton>
        ))}
        <ToolButton label={k('bold')} pressed={state.bold} onClick={() => chain().toggleBold().run()}>
          <b>B</b>
        </ToolButton>
        <ToolButton label={k('italic')} pressed={state.italic} onClick={() => chain().toggleItalic().run()}>
          <i>I</i>
        </ToolButton>
        <ToolButton
          label={k('underline')}
          pressed={state.underline}
          onClick={() => chain().toggleUnderline().run()}
        >
          <u>U</u>
        </ToolButton>
        <ToolButton
          label={k('bullet_list')}
          pressed={state.bulletList}
          onClick={() => chain().toggleBulletList().run()}
        >
          •≡
        </ToolButton>
        <ToolButton
          label={k('ordered_list')}
          pressed={state.orderedList}
          onClick={() => chain().toggleOrderedList().run()}
        >
          1.≡
        </ToolButton>
        <ToolButton
          label={k('quote')}
          pressed={state.blockquote}
          onClick={() => chain().toggleBlockquote().run()}
        >
          ❝
        </ToolButton>
        <ToolButton
          label={k('link')}
          pressed={state.link}
          onClick={() =>
            setPanel({ kind: 'link', url: (editor.getAttributes('link').href as string | undefined) ?? '' })
          }
        >
          🔗
        </ToolButton>
        <ToolButton label={k('image')} onClick={() => setPanel({ kind: 'image', alt: '' })}>
          🖼
        </ToolButton>
        <ToolButton label={k('undo')} disabled={!state.canUndo} onClick={() => chain().undo().run()}>
          ↶
        </ToolButton>
        <ToolButton label={k('redo')} disabled={!state.canRedo} onClick={() => chain().redo().run()}>
          ↷
        </ToolButton>
      </div>
      {panel?.kind === 'link' ? (
        <div className="flex flex-wrap items-end gap-2 p-2" role="group" aria-labelledby={panelId}>
          <label id={panelId} className="flex min-w-60 flex-1 flex-col gap-1 text-sm">
            {k('link_url')}
            <input
              type="url"
              dir="ltr"
              autoFocus
              value={panel.url}
              placeholder="https://"
              onChange={(e) => setPanel({ kind: 'link', url: e.target.value })}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  applyLink(panel.url);
                }
                if (e.key === 'Escape') setPanel(null);
              }}
              className={controlClass()}
            />
          </label>
          <Button size="sm" onClick={() => applyLink(panel.url)}>
            {k('link_apply')}
          </Button>
          {state.link ? (
            <Button size="sm" variant="secondary" onClick={() => applyLink('')}>
              {k('link_remove')}
            </Button>
          ) : null}
          <Button size="sm" variant="secondary" onClick={() => setPanel(null)}>
            {k('cancel')}
          </Button>
        </div>
      ) : null}
      {panel?.kind === 'image' ? (
        <div className="flex flex-wrap items-end gap-2 p-2" role="group" aria-labelledby={panelId}>
          <label id={panelId} className="flex min-w-60 flex-1 flex-col gap-1 text-sm">
            {k('image_alt')}
            <input
              type="text"
              autoFocus
              value={panel.alt}
              onChange={(e) => setPanel({ kind: 'image', alt: e.target.value })}
              className={controlClass()}
            />
          </label>
          <input
            ref={fileInput}
            type="file"
            accept={CONTENT_FILE_TYPES.image.join(',')}
            className="sr-only"
            tabIndex={-1}
            aria-label={k('image_choose')}
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (file) void insertImage(file, panel.alt);
            }}
          />
          <Button size="sm" busy={upload !== null} onClick={() => fileInput.current?.click()}>
            {k('image_choose')}
          </Button>
          <Button size="sm" variant="secondary" onClick={() => setPanel(null)}>
            {k('cancel')}
          </Button>
          <p className="w-full text-xs text-slate-500">
            {t('admin-content.editor.image_hint', { size: formatFileSize(locale, IMAGE_MAX_BYTES) })}
          </p>
        </div>
      ) : null}
      {upload ? (
        <p role="status" className="px-2 pb-2 text-sm text-slate-600">
          {t('admin-content.editor.uploading', {
            percent: formatNumber(locale, upload.progress, { style: 'percent' }),
          })}
        </p>
      ) : null}
      {problem ? (
        <p role="alert" className="px-2 pb-2 text-sm text-red-700">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
