// Placeholder: replaced by the staff area's 最新消息 page (issue 10).
export default function StaffNews() {
  return (
    <section className="page">
      <h1 className="page-title">最新消息</h1>
    </section>
  )
}
