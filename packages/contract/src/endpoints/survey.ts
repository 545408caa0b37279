import { defineEndpoints } from './endpoint';

export const surveyEndpoints = defineEndpoints({
  getSurvey: ['GET', '/survey'],
  answerSurvey: ['POST', '/survey/responses'],
  surveyResults: ['GET', '/admin/survey/results'],
  surveyTextAnswers: ['GET', '/admin/survey/questions/:id/answers'],
  exportSurveyResponses: ['GET', '/admin/survey/export'],
  listSurveyQuestions: ['GET', '/admin/survey/questions'],
  createSurveyQuestion: ['POST', '/admin/survey/questions'],
  reorderSurveyQuestions: ['PUT', '/admin/survey/questions/order'],
  updateSurveyQuestion: ['PUT', '/admin/survey/questions/:id'],
  deleteSurveyQuestion: ['DELETE', '/admin/survey/questions/:id'],
});
