// Placeholder: replaced by the staff area's 編輯消息 page (issue 10).
export default function StaffNewsEdit() {
  return (
    <section className="page">
      <h1 className="page-title">編輯消息</h1>
    </section>
  )
}
