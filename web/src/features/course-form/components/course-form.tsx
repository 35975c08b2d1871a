import {
  COURSE_MESSAGES,
  type Course,
  type CourseInput,
  type CourseSaveAction,
  type UserSummary,
} from '@campus/sdk';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Loader,
  NumberInput,
  Radio,
  Select,
  Skeleton,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { lazy, Suspense, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { formLevelError, serverFieldErrors } from '../../../lib/form';
import { useFocusFirstError } from '../../../lib/use-focus-first-error';
import { useSelectableGroups } from '../../groups/api/selectable-groups';
import { ClaimHoursField } from '../../waitlist';
import { useCourseTeachers } from '../api/course-form-api';
import {
  type CourseFormValues,
  changeCourseValues,
  courseInputOf,
  emptyCourseValues,
} from '../lib/course-form-values';
import { validateCourseForm } from '../lib/validate-course-form';
import { CoursePhotoField } from './course-photo-field';
import { CourseScheduleFields } from './course-schedule-fields';
import { FormSection } from './form-section';

// The editor (tiptap and its toolbar) is the heaviest part of the form: it loads after the form shows.
const RichTextEditorField = lazy(() =>
  import('../../../components/rich-text-editor').then((module) => ({ default: module.RichTextEditorField })),
);

/** Every field the form shows an error under; other server field errors go to the alert. */
const FIELDS = Object.keys(emptyCourseValues());

const VISIBILITY_OPTIONS = [
  { value: 'public', label: 'Public' },
  { value: 'private', label: 'Private' },
];

const teacherLabel = (teacher: UserSummary) =>
  `${teacher.first_name} ${teacher.last_name} (${teacher.username})`.trim();

function EditorFallback() {
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        Description
      </Text>
      <Skeleton height={250} radius="sm" aria-label="Loading the editor" />
    </Stack>
  );
}

export interface CourseFormProps {
  initialValues: CourseFormValues;
  /** 'create': Save Draft and Publish (or 'Request to publish'); 'edit': Save Draft and Update. */
  mode: 'create' | 'edit';
  /** Admins and create_course holders publish; others see 'Request to publish' (the server makes it pending). */
  canPublish: boolean;
  /** Admins and create_course holders pick the teacher (sdk canPickTeacher); for others the select is disabled. */
  canPickTeacher: boolean;
  /** The course's current teacher (editing), listed even when the teachers call does not offer them. */
  knownTeacher?: UserSummary | null;
  /** Groups the course already has that the user may not coordinate (editing): still listed. */
  knownGroups?: ReadonlyArray<{ id: number; name: string }>;
  onSubmit: (input: CourseInput) => Promise<Course>;
  onSaved: (course: Course) => void;
  /** Where Cancel goes: where saving would (courseSavedRedirect), so a non-admin is not sent to /admin. */
  cancelTo: string;
}

/**
 * The course create/edit form of spec sections 2, 3 and 5: Basic Information, Visibility & Access, Location,
 * Date & Schedule and Pricing, checked with the sdk's CourseInputSchema (the server's rules and messages),
 * the clearing rules applied as the user edits (sdk clearCourseFields); Cancel, Save Draft and Publish,
 * 'Request to publish' or Update.
 */
export function CourseForm({
  initialValues,
  mode,
  canPublish,
  canPickTeacher,
  knownTeacher = null,
  knownGroups = [],
  onSubmit,
  onSaved,
  cancelTo,
}: CourseFormProps) {
  const form = useForm<CourseFormValues>({ initialValues, validate: validateCourseForm });
  const { formRef, focusFirstError } = useFocusFirstError();
  const mainAction: CourseSaveAction = mode === 'create' ? 'publish' : 'update';
  const action = useRef<CourseSaveAction>(mainAction);
  const [saving, setSaving] = useState<CourseSaveAction | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const isPrivate = form.values.visibility === 'private';
  const groups = useSelectableGroups(isPrivate);
  const teachers = useCourseTeachers(canPickTeacher);

  const groupOptions = (groups.data ?? []).map(({ id, name }) => ({ id, name }));
  for (const known of knownGroups) {
    if (!groupOptions.some((group) => group.id === known.id)) groupOptions.push(known);
  }
  const teacherOptions = (teachers.data ?? []).map((teacher) => ({
    value: String(teacher.id),
    label: teacherLabel(teacher),
  }));
  if (knownTeacher && !teacherOptions.some((option) => option.value === String(knownTeacher.id))) {
    teacherOptions.push({ value: String(knownTeacher.id), label: teacherLabel(knownTeacher) });
  }

  const change = (patch: Partial<CourseFormValues>) => {
    form.setValues(changeCourseValues(form.values, patch));
  };
  const errorOf = (field: string) => {
    const error = form.errors[field];
    return typeof error === 'string' ? error : null;
  };

  const submit = form.onSubmit(async (values) => {
    const wanted = action.current;
    setFormError(null);
    setSaving(wanted);
    try {
      onSaved(await onSubmit(courseInputOf(values, wanted)));
    } catch (error) {
      setSaving(null);
      form.setErrors(serverFieldErrors(error));
      focusFirstError();
      setFormError(formLevelError(error, FIELDS, COURSE_MESSAGES.saveFailed));
    }
  }, focusFirstError);

  const photoError =
    errorOf('main_photo_large') ?? errorOf('main_photo_small') ?? errorOf('main_photo_original');
  const submitButton = (wanted: CourseSaveAction, label: string, variant?: string) => (
    <Button
      type="submit"
      variant={variant}
      loading={saving === wanted}
      disabled={uploading || (saving !== null && saving !== wanted)}
      onClick={() => {
        action.current = wanted;
      }}
    >
      {label}
    </Button>
  );

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label="Course details">
      <Stack gap="lg">
        {formError && (
          <Alert color="red" role="alert">
            {formError}
          </Alert>
        )}

        <FormSection title="Basic Information">
          <TextInput label="Course Name" required {...form.getInputProps('name')} />
          <Suspense fallback={<EditorFallback />}>
            <RichTextEditorField
              label="Description"
              required
              placeholder="Start typing..."
              value={form.values.description}
              onChange={(html) => form.setFieldValue('description', html)}
              error={errorOf('description')}
            />
          </Suspense>
          <Select
            label="Teacher"
            placeholder={canPickTeacher ? 'Select a teacher' : 'No teacher selected'}
            description={
              canPickTeacher ? undefined : 'Only admins and course creators can choose the teacher'
            }
            data={teacherOptions}
            disabled={!canPickTeacher}
            clearable
            searchable
            nothingFoundMessage={teachers.isPending ? 'Loading teachers…' : 'No teachers found'}
            value={form.values.teacher_id || null}
            onChange={(value) => {
              form.setFieldValue('teacher_id', value ?? '');
              form.clearFieldError('teacher_id');
            }}
            error={errorOf('teacher_id')}
          />
          <CoursePhotoField
            previewUrl={form.values.main_photo_large || form.values.main_photo_small}
            error={photoError}
            onUploadingChange={setUploading}
            onChange={(sizes) =>
              form.setValues({
                main_photo_small: sizes?.small ?? '',
                main_photo_large: sizes?.large ?? '',
                main_photo_original: sizes?.original ?? '',
              })
            }
          />
        </FormSection>

        <FormSection title="Visibility & Access">
          <Select
            label="Visibility"
            data={VISIBILITY_OPTIONS}
            allowDeselect={false}
            value={form.values.visibility}
            onChange={(value) => {
              form.setFieldValue('visibility', value === 'private' ? 'private' : 'public');
              form.clearFieldError('group_ids');
            }}
            error={errorOf('visibility')}
          />
          {isPrivate && (
            <Checkbox.Group
              label="Select Groups"
              required
              description="Only members and coordinators of these groups see the course"
              value={form.values.group_ids.map(String)}
              onChange={(value) => {
                form.setFieldValue('group_ids', value.map(Number));
                form.clearFieldError('group_ids');
              }}
              error={errorOf('group_ids')}
            >
              {groups.isPending ? (
                <Loader size="sm" mt="xs" aria-label="Loading groups" />
              ) : groups.isError && groupOptions.length === 0 ? (
                <Text c="red" size="sm" mt="xs" role="alert">
                  Failed to load groups
                </Text>
              ) : groupOptions.length === 0 ? (
                <Text c="dimmed" size="sm" mt="xs">
                  You do not coordinate any groups.
                </Text>
              ) : (
                <Stack gap="xs" mt="xs">
                  {groupOptions.map((group) => (
                    <Checkbox
                      key={group.id}
                      value={String(group.id)}
                      label={group.name}
                      error={errorOf('group_ids') ? true : undefined}
                    />
                  ))}
                </Stack>
              )}
            </Checkbox.Group>
          )}
          <Radio.Group
            label="Requires Approval"
            value={form.values.approval_required ? 'yes' : 'no'}
            onChange={(value) => form.setFieldValue('approval_required', value === 'yes')}
          >
            <Group gap="lg" mt={6}>
              <Radio value="no" label="No - Direct Join" />
              <Radio value="yes" label="Yes - Approval Required" />
            </Group>
          </Radio.Group>
          <NumberInput
            label="Max Quantity"
            description="Leave empty for unlimited"
            min={1}
            clampBehavior="none"
            step={1}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('max_quantity')}
          />
          <ClaimHoursField {...form.getInputProps('waitlist_claim_hours')} />
        </FormSection>

        <FormSection title="Location">
          <Switch
            label="Online Course"
            description="Online courses have a meeting link instead of a location"
            checked={form.values.is_online}
            onChange={(event) => {
              change({ is_online: event.currentTarget.checked });
              form.clearFieldError('location');
              form.clearFieldError('meeting_link');
            }}
          />
          {form.values.is_online ? (
            <TextInput
              label="Meeting Link"
              required
              type="url"
              inputMode="url"
              placeholder="https://"
              {...form.getInputProps('meeting_link')}
            />
          ) : (
            <TextInput label="Location" {...form.getInputProps('location')} />
          )}
        </FormSection>

        <FormSection title="Date & Schedule">
          <CourseScheduleFields form={form} change={change} errorOf={errorOf} />
        </FormSection>

        <FormSection title="Pricing">
          <Checkbox
            label="This is a free course"
            checked={form.values.is_free}
            onChange={(event) => {
              change({ is_free: event.currentTarget.checked });
              form.clearFieldError('price');
            }}
          />
          {!form.values.is_free && (
            <NumberInput
              label="Price"
              required
              leftSection="$"
              min={0}
              step={0.01}
              decimalScale={2}
              clampBehavior="none"
              allowNegative={false}
              maw={240}
              {...form.getInputProps('price')}
            />
          )}
        </FormSection>

        <Group justify="flex-end" gap="sm">
          <Button component={Link} to={cancelTo} variant="default">
            Cancel
          </Button>
          {submitButton('draft', 'Save Draft', 'light')}
          {mode === 'edit'
            ? submitButton('update', 'Update')
            : submitButton('publish', canPublish ? 'Publish' : 'Request to publish')}
        </Group>
      </Stack>
    </form>
  );
}
